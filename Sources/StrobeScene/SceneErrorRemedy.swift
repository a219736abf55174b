/// What the caller can change to get past a refusal that is a policy, not a defect of the
/// input: a resource limit to raise, or a permission to grant.
///
/// Library errors carry it as data (``SceneError/remedy``) and their messages do not say how
/// to apply it; each front end phrases it in its own terms (the CLI as a flag, docs/cli.md
/// "Errors").
public enum SceneErrorRemedy: Sendable, Hashable {
  /// Raise this limit of ``SceneLimits`` (``SceneLoadOptions/limits``).
  case raiseLimit(SceneLimits.Limit)
  /// Allow contents images outside the scene's folder
  /// (``SceneLoadOptions/allowsContentsOutsideFolder``).
  case allowContentsOutsideFolder
}
