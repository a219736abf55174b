import Foundation
import StrobeCore
import Testing

@testable import StrobeScene

private typealias S = SceneTestSupport

/// Animation objects decode into typed fields, once (issue 18, item 2): every key an
/// animation of each type accepts changes the decoded spec, and the typed values reach the
/// Core Animation object.
@Suite struct SceneAnimationSpecTests {
  /// A valid value for each animation key, on a shape layer's `position` (a point key path,
  /// so `path` is allowed) or, for `morph`, its `path`.
  static let samples: [String: String] = [
    "key": #""k""#, "timingFunction": "[0.1, 0.2, 0.3, 0.4]", "beginTime": "0.5",
    "duration": "2", "speed": "1.5", "timeOffset": "0.25", "repeatCount": "2.5",
    "repeatDuration": "3", "autoreverses": "true", "fillMode": #""both""#,
    "isRemovedOnCompletion": "false", "isAdditive": "true", "isCumulative": "true",
    "fromValue": "[1, 2]", "toValue": "[3, 4]", "byValue": "[5, 6]", "mass": "2",
    "stiffness": "50", "damping": "3", "initialVelocity": "0.5", "allowsOverdamping": "true",
    "perceptualDuration": "0.8", "bounce": "0.2", "values": "[[0, 0], [1, 1]]",
    "keyTimes": "[0, 1]", "timingFunctions": #"["easeIn"]"#, "calculationMode": #""paced""#,
    "tensionValues": "[0.5, 0.5]", "continuityValues": "[0.1, 0.1]", "biasValues": "[0.2, 0.2]",
    "path": #""M0 0 L10 10""#, "rotationMode": #""auto""#, "pathProgress": #""arcLength""#,
    "transitionType": #""push""#, "subtype": #""fromTop""#, "startProgress": "0.1",
    "endProgress": "0.9", "animations": #"[{"type": "basic", "keyPath": "opacity"}]"#,
  ]

  static func decode(_ members: String, keyPath: String = "position") throws
    -> SceneAnimationSpec
  {
    let kind = members.contains(#""type": "group""#) || members.contains(#""type": "transition""#)
    let body = kind ? members : #""keyPath": "\#(keyPath)", "# + members
    let json =
      #"{"strobe": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"type": "shape", "animations": [{\#(body)}]}]}"#
    return try #require(try S.load(json).layers.first?.animations.first)
  }

  @Test func everyAcceptedKeyChangesTheDecodedSpec() throws {
    for kind in SceneAnimationSpec.Kind.allCases {
      let typeMember = #""type": "\#(kind.rawValue)""#
      let bare = try Self.decode(typeMember)
      for key in SceneAnimationSpec.allowedKeys(kind) where !["type", "keyPath"].contains(key) {
        // `pathProgress` needs a `path`; `morph` a path key path; `perceptualDuration` and
        // `bounce` exclude the physical spring keys (not given here).
        var members = typeMember + #", "\#(key)": "# + (Self.samples[key] ?? "")
        var keyPath = "position"
        var reference = bare
        if key == "pathProgress" {
          members += #", "path": "M0 0 L1 1""#
          reference = try Self.decode(typeMember + #", "path": "M0 0 L1 1""#)
        }
        if key == "morph" {
          members = typeMember + #", "morph": "resample""#
          keyPath = "path"
          reference = try Self.decode(typeMember, keyPath: "path")
        }
        if ["fromValue", "toValue", "byValue", "values"].contains(key), keyPath == "path" {
          continue
        }
        let spec = try Self.decode(members, keyPath: keyPath)
        #expect(spec != reference, "\(kind.rawValue).\(key) was decoded into nothing")
      }
    }
  }

  @Test func typedValuesReachTheAnimation() throws {
    let spring = try Self.decode(
      #""type": "spring", "duration": "settling", "mass": 2, "stiffness": 50, "damping": 3, "#
        + #""fromValue": [1, 2], "repeatCount": "infinity", "fillMode": "forwards""#)
    #expect(spring.timing.duration == .settling)
    #expect(spring.timing.repeatCount == .infinity)
    #expect(spring.spring.mass == 2 && spring.spring.stiffness == 50)
    #expect(spring.fromValue?.value == .point(CGPoint(x: 1, y: 2)))
    let made = try #require(try spring.makeAnimation() as? CASpringAnimation)
    #expect(made.mass == 2 && made.stiffness == 50 && made.damping == 3)
    #expect(made.duration == made.settlingDuration && made.duration > 0)
    #expect(made.repeatCount == .infinity && made.fillMode == .forwards)

    let keyframe = try Self.decode(
      #""type": "keyframe", "values": [[0, 0], [4, 2]], "keyTimes": [0, 1], "#
        + #""timingFunctions": [[0.1, 0.2, 0.3, 0.4]], "calculationMode": "discrete", "#
        + #""beginTime": 0.5, "speed": 2, "timingFunction": "easeOut""#)
    let k = try #require(try keyframe.makeAnimation() as? CAKeyframeAnimation)
    #expect(k.values?.count == 2 && k.keyTimes?.map(\.doubleValue) == [0, 1])
    #expect(k.calculationMode == .discrete && k.beginTime == 0.5 && k.speed == 2)
    #expect(
      k.timingFunctions == [CAMediaTimingFunction(preciseControlPoints: 0.1, 0.2, 0.3, 0.4)])
    #expect(k.timingFunction == CAMediaTimingFunction(name: .easeOut))

    let transition = try Self.decode(
      #""type": "transition", "transitionType": "moveIn", "subtype": "fromLeft", "#
        + #""startProgress": 0.25, "duration": 1"#)
    let t = try #require(try transition.makeAnimation() as? CATransition)
    #expect(t.type == .moveIn && t.subtype == .fromLeft && t.startProgress == 0.25)
    #expect(t.duration == 1)
  }

  /// A transaction's transition decodes into the same typed parameters and timing.
  @Test func transactionTransitionsAreTyped() throws {
    let json = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10},
       "layers": [{"name": "a"}],
       "transactions": [{"at": 1, "timingFunction": "easeIn", "transitions": [
         {"layer": "a", "transitionType": "reveal", "subtype": "fromBottom", "duration": 0.5,
          "timingFunction": [0, 0, 1, 1], "endProgress": 0.75}]}]}
      """
    let transaction = try #require(try S.load(json).transactions.first)
    #expect(transaction.timingFunction == CAMediaTimingFunction(name: .easeIn))
    let transition = try #require(transaction.transitions.first)
    #expect(transition.parameters.type == CATransitionType.reveal)
    #expect(transition.parameters.subtype == CATransitionSubtype.fromBottom)
    #expect(transition.parameters.endProgress == 0.75)
    #expect(transition.timing.duration == .seconds(0.5))
    #expect(
      transition.timing.timingFunction
        == CAMediaTimingFunction(preciseControlPoints: 0, 0, 1, 1))
  }
}
