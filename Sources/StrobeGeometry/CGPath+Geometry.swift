import Foundation

extension CGPath {
  /// The smallest rectangle containing every point of every element, control points included
  /// (Core Graphics' `boundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect { data.boundingBox }

  /// The smallest rectangle containing the path's curves exactly, control points excluded
  /// (Core Graphics' `boundingBoxOfPath`); `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect { data.boundingBoxOfPath }

  /// An immutable copy with every point mapped by `transform` (Core Graphics'
  /// `copy(using:)`, value form).
  public func copy(using transform: CGAffineTransform) -> CGPath {
    CGPath(data: data.applying(transform))
  }

  /// An immutable copy with every point mapped by `transform` (Core Graphics' pointer form).
  ///
  /// Accepts `path.copy(using: &t)` as written for Core Graphics; `nil` gives an unchanged copy.
  /// Never returns `nil`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    copy(using: transform?.pointee ?? .identity)
  }

  /// A mutable copy with every point mapped by `transform` (Core Graphics'
  /// `mutableCopy(using:)`, value form).
  public func mutableCopy(using transform: CGAffineTransform) -> CGMutablePath {
    CGMutablePath(data: data.applying(transform))
  }

  /// A mutable copy with every point mapped by `transform` (Core Graphics' pointer form).
  ///
  /// `nil` gives an unchanged copy. Never returns `nil`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    mutableCopy(using: transform?.pointee ?? .identity)
  }

  /// Calls `body` with each element in order (the Swift-native counterpart of Core Graphics'
  /// `applyWithBlock`).
  public func forEach(_ body: (PathElement) throws -> Void) rethrows {
    for e in data.elements { try body(e) }
  }
}
