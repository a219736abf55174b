import CLazyLibrary
import CZip
import Foundation
import Testing

@testable import StrobeLottie

/// libzip is opened on first use (docs/performance.md §Lazy libraries); a status saying it
/// did not load becomes the archive's located error, and this system's libzip loads.
@Suite struct ZipLibraryTests {
  @Test func aLibzipThatDidNotLoadIsTheUnavailableError() throws {
    let reason = "libzip.so.4: cannot open shared object file: No such file or directory"
    let thrown = "libzip.so.4".withCString { soname in
      "libzip4".withCString { package in
        reason.withCString { message in
          #expect(throws: LottieError.self) {
            try ZipReader.requireLibrary(
              StrobeLazyStatus(soname: soname, package: package, error: message), file: "a.lottie")
          }
        }
      }
    }
    let error = try #require(thrown)
    guard case .libraryUnavailable(let file, let library, let package, let why) = error else {
      Issue.record("expected libraryUnavailable, got \(error)")
      return
    }
    #expect([file, library, package, why] == ["a.lottie", "libzip.so.4", "libzip4", reason])
    #expect(
      error.description
        == "a.lottie: reading a .lottie archive needs libzip.so.4 (Debian: libzip4), which cannot "
        + "be loaded: \(reason)")
  }

  @Test func aLoadedLibzipIsNoError() throws {
    let status = strobe_zip_load()
    #expect(status.error == nil)
    try ZipReader.requireLibrary(status, file: "a.lottie")
    #expect(String(cString: status.soname) == "libzip.so.4")
  }
}
