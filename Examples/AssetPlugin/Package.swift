// swift-tools-version:6.0
// An app-side package using Strobe's build plugin: every `*.strobe.json` in the Badges
// target is rendered at build time into PNG resources, loaded with `Bundle.module`.
import PackageDescription

let package = Package(
  name: "AssetPlugin",
  dependencies: [
    // Strobe itself, by relative path (a real app would use the repository URL).
    .package(name: "Strobe", path: "../..")
  ],
  targets: [
    .target(
      name: "Badges",
      plugins: [.plugin(name: "StrobeAssets", package: "Strobe")]),
    .executableTarget(name: "asset-check", dependencies: ["Badges"]),
  ],
  swiftLanguageModes: [.v6]
)
