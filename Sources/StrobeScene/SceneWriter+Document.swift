import Foundation
import StrobeCore

extension SceneWriter {
  /// `strobe eval`'s output for `document` at `times` (document seconds): one scene document
  /// when exactly one time is given, otherwise the frames wrapper in the order given
  /// (duplicates kept; no times gives `{"frames": []}`).
  ///
  /// The document's `export` block is not copied: the output is a single static scene.
  public func evaluatedJSON(_ document: SceneDocument, at times: [Double]) -> SceneWriterJSON {
    if times.count == 1 {
      return documentJSON(
        root: document.rootLayer.presentation(at: times[0]), canvasSize: document.canvasSize,
        background: document.background)
    }
    return framesJSON(
      times.map { (time: $0, root: document.rootLayer.presentation(at: $0)) },
      canvasSize: document.canvasSize, background: document.background)
  }

  /// ``evaluatedJSON(_:at:)`` as UTF-8 JSON text, pretty-printed, ending with a newline.
  ///
  /// - Throws: ``SceneWriterError/nonFiniteNumber(path:value:)`` when a presentation value
  ///   is NaN or infinite.
  public func evaluated(_ document: SceneDocument, at times: [Double]) throws -> Data {
    try evaluatedJSON(document, at: times).data()
  }
}
