/// Keeps `value` alive so the optimiser cannot delete the work that produced it.
///
/// Not inlined and not optimised, so the call (and therefore the value) survives whole-module
/// optimisation; it costs one call per timed iteration.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
