// swift-tools-version:6.0
// The Strobe package: Core Animation for Linux, headless and time-addressable.
//
// Module graph (imports go one way; C through system-library modules, except the libraries
// opened on first use):
//   StrobeGeometry ← StrobeCore ← StrobeScene (CZlib, CJPEG) ← StrobeLottie (CZip)
//                          ↖ StrobeRender (CCairo, CRsvg, CPangoCairo, CPoppler, CDeflate,
//                                          CZlib, CJPEG, CGif, CWebP)
//   CGLib, CRsvg, CPangoCairo, CPoppler and CZip are not linked to their libraries: they are
//   C stubs with the libraries' names that CLazyLibrary binds with dlopen on first use, so
//   start-up does not pay for GLib, librsvg, Pango, poppler and libzip (docs/performance.md
//   §Lazy libraries). CGif and CWebP (giflib, libwebp/libwebpmux) are bound the same way behind
//   wrapper functions.
//   StrobeCLI (all of the above) ← strobe (main.swift, and CStrobePrintf: exact "%f"
//   formatting that the executable alone interposes under Cairo's number printing, and
//   CStrobeHeap: the executable's main heap in huge pages)
//   Strobe = umbrella re-export for library users; StrobeCairo = CCairo for their own contexts
import PackageDescription

let package = Package(
  name: "Strobe",
  products: [
    .library(name: "Strobe", targets: ["Strobe"]),
    .library(name: "StrobeUIKitCompat", targets: ["StrobeUIKitCompat"]),
    // Cairo's C API, for drawing frames into your own Cairo contexts (the guide in Sources/Strobe/Strobe.docc).
    .library(name: "StrobeCairo", targets: ["StrobeCairo"]),
    // The module names iOS code imports (docs/uikit-compat.md).
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .executable(name: "strobe", targets: ["strobe"]),
    .executable(name: "strobe-bench", targets: ["strobe-bench"]),
    .plugin(name: "StrobeAssets", targets: ["StrobeAssets"]),
    .plugin(name: "StrobeRenderCommand", targets: ["StrobeRenderCommand"]),
  ],
  dependencies: [],
  targets: [
    // MARK: C libraries (system packages, installed by `make deps`)
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]),
    // JPEG contents and Lottie image assets (libjpeg-turbo; shim.h keeps its error exits in C).
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg62-turbo-dev"])]),

    // MARK: C libraries opened on first use (docs/performance.md §Lazy libraries)
    // The loader: dlopen once per library, every function resolved at once, errors kept.
    .target(name: "CLazyLibrary"),
    // GLib's types, GObject's reference counting, byte buffers and errors, for the librsvg,
    // Pango and poppler stubs (libgobject-2.0.so.0 and libglib-2.0.so.0).
    .target(name: "CGLib", dependencies: ["CLazyLibrary"]),
    // SVG read-back and SVG contents (librsvg-2.so.2).
    .target(name: "CRsvg", dependencies: ["CLazyLibrary", "CGLib", "CCairo"]),
    // Text layout and glyph outlines (libpangocairo-1.0.so.0 and libpango-1.0.so.0).
    .target(name: "CPangoCairo", dependencies: ["CLazyLibrary", "CGLib", "CCairo"]),
    // PDF read-back (libpoppler-glib.so.8).
    .target(name: "CPoppler", dependencies: ["CLazyLibrary", "CGLib", "CCairo"]),
    // dotLottie (.lottie) archives (libzip.so.4; headers from libzip-dev).
    .target(name: "CZip", dependencies: ["CLazyLibrary"]),
    // SHA-256 for --manifest and --skip-unchanged (libcrypto.so.3; no OpenSSL headers needed).
    .target(name: "CCrypto", dependencies: ["CLazyLibrary"]),
    // GIF writing (libgif.so.7; headers from libgif-dev).
    .target(name: "CGif", dependencies: ["CLazyLibrary"]),
    // Animated WebP (libwebpmux.so.3 and libwebp.so.7; headers from libwebp-dev).
    .target(name: "CWebP", dependencies: ["CLazyLibrary"]),

    // MARK: Library modules
    .target(name: "StrobeGeometry"),
    .target(name: "StrobeCore", dependencies: ["StrobeGeometry"]),
    .target(
      name: "StrobeRender",
      dependencies: [
        "StrobeCore", "StrobeGeometry", "CCairo", "CRsvg", "CPangoCairo", "CPoppler", "CDeflate",
        "CZlib", "CJPEG", "CGLib", "CLazyLibrary", "CGif", "CWebP",
      ]),
    .target(
      name: "StrobeScene", dependencies: ["StrobeCore", "StrobeGeometry", "CZlib", "CJPEG"]),
    .target(
      name: "StrobeCLI",
      dependencies: [
        "Strobe", "StrobeGeometry", "StrobeCore", "StrobeRender", "StrobeScene", "StrobeLottie",
        "CCrypto",
      ]),
    .target(
      name: "Strobe",
      dependencies: ["StrobeGeometry", "StrobeCore", "StrobeRender", "StrobeScene"]),
    // Re-exports CCairo: the supported way to create the contexts Renderer.draw(_:into:) takes.
    .target(name: "StrobeCairo", dependencies: ["CCairo"]),
    .target(
      name: "StrobeUIKitCompat",
      dependencies: ["StrobeCore", "StrobeGeometry", "StrobeScene", "StrobeRender"]),
    // The module names iOS code imports: thin re-exports (docs/uikit-compat.md).
    // The empty _Testing_… modules answer Swift Testing's cross-import overlays for these
    // names, which Linux toolchains declare but do not ship.
    .target(
      name: "CoreGraphics", dependencies: ["StrobeGeometry", "StrobeCore", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "StrobeCore"]),
    .target(
      name: "UIKit",
      dependencies: ["CoreGraphics", "QuartzCore", "StrobeUIKitCompat", "_Testing_UIKit"]),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    .target(
      name: "iOSSnippets", dependencies: ["StrobeUIKitCompat"],
      path: "Examples/iOSSnippets/Sources/iOSSnippets"),
    .target(
      name: "StrobeLottie",
      dependencies: ["StrobeCore", "StrobeGeometry", "StrobeScene", "CZip", "CLazyLibrary"]),
    // Exact "%f" formatting interposed for Cairo's number printing (the executable only).
    .target(name: "CStrobePrintf"),
    .target(name: "CStrobeHeap"),
    .executableTarget(
      name: "strobe", dependencies: ["StrobeCLI", "CStrobePrintf", "CStrobeHeap"]),
    // Runs one command and reports its own peak memory (the CLI tests' bounded runs; C, so
    // its own address space stays small; see its header comment).
    .executableTarget(name: "strobe-peak-probe"),
    .executableTarget(
      name: "strobe-bench",
      dependencies: [
        "Strobe", "StrobeScene", "StrobeRender", "StrobeCore", "StrobeGeometry", "CCairo",
        "SeededRandom",
      ]),
    // The seeded generator of the benchmark and the property tests (in no product).
    .target(name: "SeededRandom"),

    // MARK: Fuzz targets (libFuzzer under `make fuzz`; file replay tools in a normal build)
    .target(name: "FuzzSupport"),
    .executableTarget(name: "FuzzSceneLoader", dependencies: ["StrobeScene", "FuzzSupport"]),
    .executableTarget(name: "FuzzPathData", dependencies: ["StrobeGeometry", "FuzzSupport"]),
    .executableTarget(name: "FuzzColor", dependencies: ["StrobeScene", "FuzzSupport"]),
    .executableTarget(
      name: "FuzzTransform",
      dependencies: ["StrobeScene", "StrobeCore", "StrobeGeometry", "FuzzSupport"]),
    .executableTarget(name: "FuzzEvaluate", dependencies: ["Strobe", "FuzzSupport"]),
    .executableTarget(
      name: "FuzzLottieImport", dependencies: ["Strobe", "StrobeLottie", "FuzzSupport"]),
    .executableTarget(name: "FuzzRender", dependencies: ["Strobe", "FuzzSupport"]),

    // MARK: Tests (mirror the modules)
    .testTarget(name: "StrobeGeometryTests", dependencies: ["StrobeGeometry", "SeededRandom"]),
    .testTarget(name: "StrobeCoreTests", dependencies: ["StrobeCore", "SeededRandom"]),
    .testTarget(
      name: "StrobeRenderTests", dependencies: ["StrobeRender", "StrobeCore", "SeededRandom"]),
    .testTarget(
      name: "StrobeSceneTests", dependencies: ["StrobeScene", "StrobeCore", "SeededRandom"]),
    .testTarget(
      name: "StrobeCLITests",
      dependencies: [
        "StrobeCLI", "StrobeRender", "strobe", "strobe-peak-probe", "CStrobePrintf",
        "SeededRandom",
      ]),
    .testTarget(name: "ReliabilityTests", dependencies: ["Strobe"]),
    .testTarget(
      name: "StrobeLottieTests",
      dependencies: [
        "StrobeLottie", "Strobe", "StrobeRender", "StrobeScene", "StrobeCore", "CZlib",
      ]),
    .testTarget(
      name: "GoldenTests",
      dependencies: ["Strobe", "StrobeRender", "StrobeScene", "StrobeCore"]),
    .testTarget(
      name: "StrobeUIKitCompatTests",
      dependencies: ["StrobeUIKitCompat", "StrobeRender", "StrobeScene"]),
    .testTarget(
      name: "StrobeExamplesTests",
      dependencies: ["iOSSnippets", "StrobeUIKitCompat", "StrobeRender", "StrobeScene"],
      path: "Examples/iOSSnippets/Tests/StrobeExamplesTests"),
    // Written as iOS code: only `import UIKit` / `import QuartzCore` / `import Foundation`.
    .testTarget(name: "iOSCodeTests", dependencies: ["UIKit", "QuartzCore"]),
    .testTarget(
      name: "StrobeLibraryTests", dependencies: ["Strobe", "StrobeCairo", "StrobeCLI"]),

    // MARK: Plugins (build-time assets, committed assets)
    .plugin(name: "StrobeAssets", capability: .buildTool(), dependencies: ["strobe"]),
    .plugin(
      name: "StrobeRenderCommand",
      capability: .command(
        intent: .custom(
          verb: "strobe-render",
          description: "Render Strobe scenes (*.strobe.json) into a folder of the package"),
        permissions: [
          .writeToPackageDirectory(reason: "Writes the rendered files into the --out folder")
        ]),
      dependencies: ["strobe"]),
  ],
  swiftLanguageModes: [.v6]
)
