/// A validated `strobe path <subcommand>` command line.
///
/// Path data stays text here: it is parsed when the command runs, so that bad path data is a
/// runtime failure (exit 1, `Error: <d>: offset N: …`) rather than a usage error.
public enum PathRequest: Sendable, Hashable {
  /// `strobe path length <d> [--accuracy A]`: the total length, within `accuracy` user units.
  case length(path: String, accuracy: Double)
  /// `strobe path point <d> --at F [--distance]`: `x y angle` at a fraction of the length
  /// (0…1), or at a distance in user units when `isDistance`.
  case point(path: String, at: Double, isDistance: Bool)
  /// `strobe path trim <d> --start A --end B`: the path trimmed to fractions `start…end`
  /// (clamped to 0…1, as strokeStart/strokeEnd).
  case trim(path: String, start: Double, end: Double)
  /// `strobe path morph <from> <to> --t T [--resample]`: the path at fraction `t` of a morph.
  case morph(from: String, to: String, fraction: Double, resample: Bool)
  /// `strobe path bounds <d>`: `x y w h` of the exact curve bounds.
  case bounds(path: String)
}
