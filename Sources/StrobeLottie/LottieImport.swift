import Foundation
import StrobeScene

/// The result of importing a Lottie file: the Strobe scene and the frame timing.
///
/// Holds the layer tree (reference types), so it is not `Sendable`.
public struct LottieImport {
  /// The scene, ready to render: canvas `w`×`h`, transparent background, duration
  /// (op − ip) / fr.
  public var document: SceneDocument
  /// The same scene as scene-format JSON (what `strobe import lottie` writes).
  public var sceneJSON: SceneWriterJSON
  /// Unsupported features met, in file order (empty under strict import, which throws).
  public var warnings: [LottieWarning]
  /// The frame rate `fr` (frames per second, > 0).
  public var frameRate: Double
  /// The first frame shown, `ip`.
  public var inPoint: Double
  /// The frame after the last one shown, `op`.
  public var outPoint: Double

  /// A result from its parts.
  public init(
    document: SceneDocument, sceneJSON: SceneWriterJSON, warnings: [LottieWarning],
    frameRate: Double, inPoint: Double, outPoint: Double
  ) {
    self.document = document
    self.sceneJSON = sceneJSON
    self.warnings = warnings
    self.frameRate = frameRate
    self.inPoint = inPoint
    self.outPoint = outPoint
  }

  /// The document time (seconds) that shows Lottie frame `frame`: (frame − ip) / fr.
  public func time(forFrame frame: Double) -> Double {
    (frame - inPoint) / frameRate
  }

  /// The frame shown at document time `time`: ip + time · fr.
  public func frame(atTime time: Double) -> Double {
    inPoint + time * frameRate
  }

  /// The duration in seconds, (op − ip) / fr.
  public var duration: Double { (outPoint - inPoint) / frameRate }
}
