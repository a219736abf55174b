import Foundation
import StrobeGeometry

/// The boxed geometry values iOS code hands to animations (UIKit's `NSValue(cgPoint:)`…,
/// QuartzCore's `NSValue(caTransform3D:)`) and their readers.
///
/// Points, sizes and rectangles are swift-corelibs-foundation's own boxes (the same as
/// `NSValue(point:)`, `NSValue(size:)`, `NSValue(rect:)`). swift-corelibs-foundation traps
/// on struct encodings, so transforms and vectors are boxed as arrays of doubles with the
/// encodings `[16d]` (CATransform3D, m11…m44), `[6d]` (CGAffineTransform, a b c d tx ty)
/// and `[2d]` (CGVector). ``AnimatableValue/init(any:)`` reads every one of them, so
/// `anim.toValue = NSValue(caTransform3D: t)` animates as on iOS.
extension NSValue {
  /// A box holding a point (UIKit's `NSValue(cgPoint:)`).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A box holding a size (UIKit's `NSValue(cgSize:)`).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A box holding a rectangle (UIKit's `NSValue(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A box holding a 4×4 transform (QuartzCore's `NSValue(caTransform3D:)`).
  public convenience init(caTransform3D t: CATransform3D) {
    self.init(doubles: t.rowMajor.map(Double.init), encoding: Self.transform3DEncoding)
  }
  /// A box holding an affine transform (UIKit's `NSValue(cgAffineTransform:)`).
  public convenience init(cgAffineTransform t: CGAffineTransform) {
    self.init(
      doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), encoding: Self.affineEncoding)
  }
  /// A box holding a vector (UIKit's `NSValue(cgVector:)`).
  public convenience init(cgVector v: CGVector) {
    self.init(doubles: [Double(v.dx), Double(v.dy)], encoding: Self.vectorEncoding)
  }

  /// The boxed point (UIKit's `cgPointValue`; zero when the box holds no point).
  public var cgPointValue: CGPoint { encoding == "{CGPoint=dd}" ? pointValue : .zero }
  /// The boxed size (UIKit's `cgSizeValue`; zero when the box holds no size).
  public var cgSizeValue: CGSize { encoding == "{CGSize=dd}" ? sizeValue : .zero }
  /// The boxed rectangle (UIKit's `cgRectValue`; zero when the box holds no rectangle).
  public var cgRectValue: CGRect {
    encoding == "{CGRect={CGPoint=dd}{CGSize=dd}}" ? rectValue : .zero
  }
  /// The boxed 4×4 transform (QuartzCore's `caTransform3DValue`; identity when the box
  /// holds none).
  public var caTransform3DValue: CATransform3D {
    guard let d = doubles(Self.transform3DEncoding, count: 16) else { return .identity }
    return CATransform3D(rowMajor: d.map { CGFloat($0) })
  }
  /// The boxed affine transform (UIKit's `cgAffineTransformValue`; identity when the box
  /// holds none).
  public var cgAffineTransformValue: CGAffineTransform {
    guard let d = doubles(Self.affineEncoding, count: 6) else { return .identity }
    return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
  }
  /// The boxed vector (UIKit's `cgVectorValue`; zero when the box holds none).
  public var cgVectorValue: CGVector {
    guard let d = doubles(Self.vectorEncoding, count: 2) else { return .zero }
    return CGVector(dx: d[0], dy: d[1])
  }

  /// What the box holds as an animation value, or nil when it is none of the geometry
  /// boxes above.
  var geometryAnimatableValue: AnimatableValue? {
    switch encoding {
    case "{CGPoint=dd}": return .point(pointValue)
    case "{CGSize=dd}": return .size(sizeValue)
    case "{CGRect={CGPoint=dd}{CGSize=dd}}": return .rect(rectValue)
    case Self.transform3DEncoding: return .transform(caTransform3DValue)
    case Self.affineEncoding:
      return .transform(CATransform3DMakeAffineTransform(cgAffineTransformValue))
    default: return nil
    }
  }

  /// The Objective-C type encoding of the box.
  var encoding: String { String(cString: objCType) }

  private static let transform3DEncoding = "[16d]"
  private static let affineEncoding = "[6d]"
  private static let vectorEncoding = "[2d]"

  private convenience init(doubles: [Double], encoding: String) {
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: doubles.count)
    buffer.initialize(from: doubles, count: doubles.count)
    let type = strdup(encoding)!
    defer {
      buffer.deallocate()
      free(type)
    }
    self.init(bytes: buffer, objCType: type)
  }

  private func doubles(_ wanted: String, count: Int) -> [Double]? {
    guard encoding == wanted else { return nil }
    var out = [Double](repeating: 0, count: count)
    out.withUnsafeMutableBytes { getValue($0.baseAddress!) }
    return out
  }
}
