// _Testing_UIKit: an empty stand-in for Swift Testing's cross-import overlay.
//
// The toolchain's Testing module declares a cross-import overlay for UIKit
// (lib/swift/linux/Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`),
// but Linux toolchains ship no such module: a test file that imports both Testing and a
// module named UIKit would fail with "no such module '_Testing_UIKit'". Strobe's UIKit
// target depends on this empty module so the overlay resolves to nothing (on Apple
// platforms it adds image attachments, which Strobe does not offer). See
// docs/uikit-compat.md, "The modules iOS code imports".
