import CGLib
import CLazyLibrary
import CPangoCairo
import CPoppler
import CRsvg
import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// The loader of the libraries opened on first use (docs/performance.md §Lazy libraries),
/// driven with libraries named at run time: one that does not exist, one that lacks a
/// function, one that has it.
@Suite struct LazyLibraryTests {
  /// A `StrobeLazyLibrary` for `soname` and the functions `names`, with C strings and slots
  /// that live as long as it does.
  final class RuntimeLibrary {
    let library = UnsafeMutablePointer<StrobeLazyLibrary>.allocate(capacity: 1)
    private let soname: UnsafeMutablePointer<CChar>
    private let package: UnsafeMutablePointer<CChar>
    private let names: UnsafeMutablePointer<UnsafePointer<CChar>?>
    private let functions: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let count: Int

    init(soname: String, package: String, names: [String]) {
      self.soname = strdup(soname)
      self.package = strdup(package)
      count = names.count
      self.names = .allocate(capacity: max(count, 1))
      for (i, name) in names.enumerated() { self.names[i] = UnsafePointer(strdup(name)) }
      functions = .allocate(capacity: max(count, 1))
      functions.initialize(repeating: nil, count: max(count, 1))
      strobe_lazy_library_init(library, self.soname, self.package, self.names, functions, count)
    }

    deinit {
      for i in 0..<count { free(UnsafeMutablePointer(mutating: names[i])) }
      names.deallocate()
      functions.deallocate()
      free(soname)
      free(package)
      library.deallocate()
    }

    func load() -> StrobeLazyStatus { strobe_lazy_load(library) }
  }

  @Test func aMissingLibraryIsTheUnavailableErrorNamingFileAndPackage() throws {
    let missing = RuntimeLibrary(
      soname: "libstrobe-missing.so.0", package: "strobe-missing", names: ["f"])
    let status = missing.load()
    let reason = String(cString: try #require(status.error))
    #expect(reason.contains("libstrobe-missing.so.0"), "\(reason)")
    #expect(reason.contains("cannot open shared object file"), "\(reason)")
    #expect(strobe_lazy_function(missing.library, 0) == nil)
    let expected = RenderError.libraryUnavailable(
      library: "libstrobe-missing.so.0", package: "strobe-missing", neededFor: "testing",
      reason: reason)
    #expect(throws: expected) { try LazyLibrary.check(status, neededFor: "testing") }
    #expect(
      expected.description
        == "testing needs libstrobe-missing.so.0 (Debian: strobe-missing), which cannot be "
        + "loaded: \(reason)")
  }

  @Test func theFirstOutcomeIsKept() throws {
    let missing = RuntimeLibrary(soname: "libstrobe-missing.so.0", package: "p", names: [])
    let first = try #require(missing.load().error)
    let second = try #require(missing.load().error)
    #expect(first == second)
  }

  @Test func aLibraryWithoutOneOfTheFunctionsDoesNotLoad() throws {
    // libm is always there; the second name is not in it.
    let partial = RuntimeLibrary(
      soname: "libm.so.6", package: "libc6", names: ["cos", "strobe_no_such_function"])
    let reason = String(cString: try #require(partial.load().error))
    #expect(reason == "libm.so.6 has no function strobe_no_such_function (too old?)")
    // The function that was found is not handed out either.
    #expect(strobe_lazy_function(partial.library, 0) == nil)
    #expect(throws: RenderError.self) { try LazyLibrary.check(partial.load(), neededFor: "x") }
  }

  @Test func aPresentLibraryGivesItsFunctions() throws {
    let libm = RuntimeLibrary(soname: "libm.so.6", package: "libc6", names: ["cos", "sqrt"])
    #expect(libm.load().error == nil)
    try LazyLibrary.check(libm.load(), neededFor: "x")
    typealias Unary = @convention(c) (Double) -> Double
    let cosine = unsafeBitCast(try #require(strobe_lazy_function(libm.library, 0)), to: Unary.self)
    let root = unsafeBitCast(try #require(strobe_lazy_function(libm.library, 1)), to: Unary.self)
    #expect(cosine(0) == 1)
    #expect(root(2) == 2.0.squareRoot())
    // An index past the list is refused, not read.
    #expect(strobe_lazy_function(libm.library, 2) == nil)
  }

  @Test func everyLazyLibraryLoadsOnThisSystem() throws {
    for library in LazyLibrary.allCases {
      try library.require(for: "the test")
    }
    #expect(String(cString: strobe_rsvg_load().soname) == "librsvg-2.so.2")
    #expect(String(cString: strobe_pango_load().soname) == "libpangocairo-1.0.so.0")
    #expect(String(cString: strobe_pango_load().package) == "libpangocairo-1.0-0")
    // GLib has no LazyLibrary case (its stubs are only called on objects of the libraries
    // above, which load it), but it loads with every function.
    #expect(strobe_glib_load().error == nil)
    #expect(String(cString: strobe_glib_load().soname) == "libgobject-2.0.so.0")
    #expect(String(cString: strobe_poppler_load().package) == "libpoppler-glib8")
  }

  @Test func onlyAListDrawingTextOrAnSVGImageNeedsPangoOrLibrsvg() throws {
    let svg = try #require(
      CGImage(
        svgData: Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)))
    let size = CGSize(width: 4, height: 4)
    let pngData = try Renderer().pngData(DrawList(size: size, background: nil, operations: []))
    let png = try #require(CGImage(pngData: pngData))
    let text = DrawList.Operation.text(
      TextRun(
        string: "A", fontFamily: "DejaVu Sans", fontSize: 3, color: RGBA(0, 0, 0, 1),
        frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
    func needs(_ operations: [DrawList.Operation]) -> [Bool] {
      let n = LazyLibrary.librariesNeeded(
        drawing: DrawList(size: size, background: nil, operations: operations))
      return [n.text, n.svg]
    }
    #expect(needs([]) == [false, false])
    #expect(needs([.image(png, transform: .identity)]) == [false, false])
    #expect(needs([.imageMesh(ImageMesh(image: png, cells: []))]) == [false, false])
    #expect(needs([.image(svg, transform: .identity)]) == [false, true])
    #expect(
      needs([.image(png, transform: .identity), .imageMesh(ImageMesh(image: svg, cells: []))])
        == [false, true])
    #expect(needs([text]) == [true, false])
    #expect(needs([.image(png, transform: .identity), text]) == [true, false])
    #expect(needs([text, .image(svg, transform: .identity)]) == [true, true])
    #expect(needs([.image(svg, transform: .identity), text]) == [true, true])
    // Pango and librsvg are there, so lists drawing text and SVG pass the check.
    try LazyLibrary.requireLibraries(
      drawing: DrawList(
        size: size, background: nil, operations: [text, .image(svg, transform: .identity)]))
  }
}
