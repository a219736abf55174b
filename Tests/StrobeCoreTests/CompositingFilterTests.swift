import StrobeCore
import Testing

/// `CALayer.compositingFilter` takes Core Animation's filter name strings (and the Core Image
/// spelling), keeps only what Strobe draws, and reads back the name.
@Suite struct CompositingFilterTests {
  @Test func namesAreCoreImageFilterNames() {
    let layer = CALayer()
    #expect(layer.compositingFilter == nil)
    layer.compositingFilter = "multiplyBlendMode"
    #expect(layer.compositingFilter as? String == "multiplyBlendMode")
    #expect(layer.modelState.compositingFilter == .multiplyBlendMode)
    layer.compositingFilter = "CILuminosityBlendMode"
    #expect(layer.compositingFilter as? String == "luminosityBlendMode")
    layer.compositingFilter = CompositingFilter.additionCompositing
    #expect(layer.compositingFilter as? String == "additionCompositing")
    layer.compositingFilter = nil
    #expect(layer.modelState.compositingFilter == nil)
  }

  /// A value Strobe cannot draw is not kept (so reading the property tells), never a trap.
  @Test(arguments: ["plusD", "multiply", "CI", "", "CIGaussianBlur"])
  func unknownNamesAreNotKept(name: String) {
    let layer = CALayer()
    layer.compositingFilter = "screenBlendMode"
    layer.compositingFilter = name
    #expect(layer.compositingFilter == nil)
    layer.compositingFilter = 42
    #expect(layer.compositingFilter == nil)
  }

  @Test func everyCaseRoundTripsThroughItsName() {
    for filter in CompositingFilter.allCases {
      #expect(CompositingFilter(filter: filter.rawValue) == filter)
      let ci = "CI" + filter.rawValue.prefix(1).uppercased() + filter.rawValue.dropFirst()
      #expect(CompositingFilter(filter: ci) == filter, "\(ci)")
    }
    #expect(CompositingFilter.allCases.count == 17)
  }
}
