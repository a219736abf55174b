import StrobeCore

/// A validated implicit-animation transaction of a scene file.
public struct SceneTransactionSpec: Sendable, Equatable {
  /// One property change inside the transaction.
  public struct Change: Sendable, Equatable {
    /// The name of the changed layer.
    public var layer: String
    /// The canonical key path (KVC aliases resolved).
    public var keyPath: String
    /// The new value, typed by the key path.
    public var value: SceneValue
    /// Where the change object starts.
    public var location: SceneLocation

    /// A change from its parts.
    public init(layer: String, keyPath: String, value: SceneValue, location: SceneLocation) {
      self.layer = layer
      self.keyPath = keyPath
      self.value = value
      self.location = location
    }
  }

  /// One CATransition added in the transaction.
  public struct Transition: Sendable, Equatable {
    /// The name of the layer.
    public var layer: String
    /// `transitionType`, `subtype` and the progress keys.
    public var parameters: SceneTransitionParameters
    /// The timing keys and `timingFunction`.
    public var timing: SceneAnimationTiming
    /// Where the transition object starts.
    public var location: SceneLocation

    /// A transition from its parts.
    public init(
      layer: String, parameters: SceneTransitionParameters = SceneTransitionParameters(),
      timing: SceneAnimationTiming = SceneAnimationTiming(), location: SceneLocation
    ) {
      self.layer = layer
      self.parameters = parameters
      self.timing = timing
      self.location = location
    }
  }

  /// Document time of the transaction, ≥ 0.
  public var at: Double
  /// Animation duration; nil = Core Animation's default (0.25 s).
  public var duration: Double?
  /// The timing function (from a name or four control points); nil = `default`.
  public var timingFunction: CAMediaTimingFunction?
  /// `CATransaction.disableActions`.
  public var disableActions: Bool
  /// The changes, in order.
  public var changes: [Change]
  /// The transitions, in order.
  public var transitions: [Transition]
  /// Where the transaction object starts.
  public var location: SceneLocation

  /// A transaction from its parts.
  public init(
    at: Double, duration: Double? = nil, timingFunction: CAMediaTimingFunction? = nil,
    disableActions: Bool = false, changes: [Change] = [], transitions: [Transition] = [],
    location: SceneLocation
  ) {
    self.at = at
    self.duration = duration
    self.timingFunction = timingFunction
    self.disableActions = disableActions
    self.changes = changes
    self.transitions = transitions
    self.location = location
  }
}
