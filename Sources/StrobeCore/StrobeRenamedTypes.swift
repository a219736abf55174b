// The names Strobe's own types had before issue 18, when they carried Core Animation's `CA`
// prefix although Core Animation has no such type. Kept, deprecated, for one release so
// existing code keeps compiling; a porter can now tell Apple's API from Strobe's by the
// prefix alone (docs/uikit-compat.md, "What compiles").

/// Renamed ``DocumentClock``.
@available(*, deprecated, renamed: "DocumentClock")
public typealias CADocumentClock = DocumentClock

/// Renamed ``TimeRemap``.
@available(*, deprecated, renamed: "TimeRemap")
public typealias CATimeRemap = TimeRemap

/// Renamed ``LayerMaskMode``.
@available(*, deprecated, renamed: "LayerMaskMode")
public typealias CALayerMaskMode = LayerMaskMode

/// Renamed ``AnimationDiagnostics``.
@available(*, deprecated, renamed: "AnimationDiagnostics")
public typealias CADiagnostics = AnimationDiagnostics

/// Renamed ``AnimationDiagnostic``.
@available(*, deprecated, renamed: "AnimationDiagnostic")
public typealias CAAnimationDiagnostic = AnimationDiagnostic

/// Renamed ``TextLayerFont``.
@available(*, deprecated, renamed: "TextLayerFont")
public typealias CATextLayerFont = TextLayerFont

/// Renamed ``TransactionCommitObserver``.
@available(*, deprecated, renamed: "TransactionCommitObserver")
public typealias CATransactionCommitObserver = TransactionCommitObserver

/// Renamed ``TextLayout``.
@available(*, deprecated, renamed: "TextLayout")
public typealias CATextLayerTextLayout = TextLayout
