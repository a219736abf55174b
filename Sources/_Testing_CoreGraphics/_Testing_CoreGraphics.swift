// _Testing_CoreGraphics: an empty stand-in for Swift Testing's cross-import overlay.
//
// The toolchain's Testing module declares a cross-import overlay for CoreGraphics
// (lib/swift/linux/Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`),
// but Linux toolchains ship no such module: a test file that imports both Testing and a
// module named CoreGraphics would fail with "no such module '_Testing_CoreGraphics'". Strobe's CoreGraphics
// target depends on this empty module so the overlay resolves to nothing (on Apple
// platforms it adds image attachments, which Strobe does not offer). See
// docs/uikit-compat.md, "The modules iOS code imports".
