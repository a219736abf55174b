import Foundation

/// One component of a transform addressed by a sub-key path (`transform.rotation.z`,
/// `sublayerTransform.scale`…), docs/core-animation-semantics.md §3.1.
///
/// The raw value is the part after `transform.` / `sublayerTransform.`. Read and write
/// components with ``CATransform3D/value(of:)`` and
/// ``CATransform3D/replacing(_:with:)``.
public enum TransformComponent: String, Sendable, Hashable, CaseIterable {
  /// Rotation about x, radians (a number).
  case rotationX = "rotation.x"
  /// Rotation about y, radians (a number).
  case rotationY = "rotation.y"
  /// Rotation about z, radians (a number).
  case rotationZ = "rotation.z"
  /// Same as ``rotationZ``.
  case rotation = "rotation"
  /// Scale factor along x (a number).
  case scaleX = "scale.x"
  /// Scale factor along y (a number).
  case scaleY = "scale.y"
  /// Scale factor along z (a number).
  case scaleZ = "scale.z"
  /// On read, the average of the three scale factors; on write, all three (a number).
  case scale = "scale"
  /// On read, the average of the x and y scale factors; on write, those two, z kept (a
  /// number). Not in Apple's key-path table, but a Core Animation key path all the same:
  /// Apple's own frameworks animate and read `transform.scale.xy` (docs/animation.md,
  /// "Key paths").
  case scaleXY = "scale.xy"
  /// Translation along x (a number).
  case translationX = "translation.x"
  /// Translation along y (a number).
  case translationY = "translation.y"
  /// Translation along z (a number).
  case translationZ = "translation.z"
  /// Translation along x and y (a size: width = x, height = y).
  case translation = "translation"

  /// The component named by a sub-key path, without the `transform.` prefix
  /// (`"rotation.z"`, `"scale"`…); nil for anything else.
  public init?(subKeyPath: String) {
    self.init(rawValue: subKeyPath)
  }

  /// Whether the component's value is a number (all but ``translation``, which is a size).
  public var isScalar: Bool { self != .translation }
}
