// ViewLifecycle · HeadlessSwiftUI

/// The system's accessibility settings a view reads from its environment
/// (`accessibilityReduceMotion`...), all off by default, as on a device with none turned on.
/// A test turns one on for a subtree with the underscored setters Apple provides for previews:
/// `.environment(\._accessibilityReduceMotion, true)`.
struct AccessibilitySettings: Equatable, Sendable {
    /// Differentiate Without Color.
    var differentiateWithoutColor = false
    /// Reduce Transparency.
    var reduceTransparency = false
    /// Reduce Motion.
    var reduceMotion = false
    /// Smart or Classic Invert.
    var invertColors = false
    /// Button Shapes.
    var showButtonShapes = false
    /// Large Content Viewer.
    var largeContentViewerEnabled = false
    /// Dim Flashing Lights.
    var dimFlashingLights = false
    /// Animated Images (on by default on a device).
    var playAnimatedImages = true
    /// VoiceOver.
    var voiceOverEnabled = false
    /// Switch Control.
    var switchControlEnabled = false
    /// Whether any accessibility technology that reads the screen is running.
    var enabled = false
}

/// The key of the accessibility settings: every setting at its device default.
struct AccessibilitySettingsKey: EnvironmentKey {
    static let defaultValue = AccessibilitySettings()
}
