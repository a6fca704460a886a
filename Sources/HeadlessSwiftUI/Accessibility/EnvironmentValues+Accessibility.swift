// ViewLifecycle · HeadlessSwiftUI

/// The system's accessibility settings, read from ``AccessibilitySettings`` (all off unless a test
/// sets one with the underscored setters, which Apple provides for previews).
extension EnvironmentValues {
    /// Whether the system preference for Differentiate without Color is enabled.
    public var accessibilityDifferentiateWithoutColor: Bool {
        self[AccessibilitySettingsKey.self].differentiateWithoutColor
    }

    /// Sets `accessibilityDifferentiateWithoutColor` for previews and tests.
    public var _accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilitySettingsKey.self].differentiateWithoutColor }
        set { self[AccessibilitySettingsKey.self].differentiateWithoutColor = newValue }
    }

    /// Whether the system preference for Reduce Transparency is enabled.
    public var accessibilityReduceTransparency: Bool {
        self[AccessibilitySettingsKey.self].reduceTransparency
    }

    /// Sets `accessibilityReduceTransparency` for previews and tests.
    public var _accessibilityReduceTransparency: Bool {
        get { self[AccessibilitySettingsKey.self].reduceTransparency }
        set { self[AccessibilitySettingsKey.self].reduceTransparency = newValue }
    }

    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { self[AccessibilitySettingsKey.self].reduceMotion }

    /// Sets `accessibilityReduceMotion` for previews and tests.
    public var _accessibilityReduceMotion: Bool {
        get { self[AccessibilitySettingsKey.self].reduceMotion }
        set { self[AccessibilitySettingsKey.self].reduceMotion = newValue }
    }

    /// Whether the system preference for Invert Colors is enabled.
    public var accessibilityInvertColors: Bool { self[AccessibilitySettingsKey.self].invertColors }

    /// Sets `accessibilityInvertColors` for previews and tests.
    public var _accessibilityInvertColors: Bool {
        get { self[AccessibilitySettingsKey.self].invertColors }
        set { self[AccessibilitySettingsKey.self].invertColors = newValue }
    }

    /// Whether the system preference for Show Button Shapes is enabled.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var accessibilityShowButtonShapes: Bool { self[AccessibilitySettingsKey.self].showButtonShapes }

    /// Sets `accessibilityShowButtonShapes` for previews and tests.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var _accessibilityShowButtonShapes: Bool {
        get { self[AccessibilitySettingsKey.self].showButtonShapes }
        set { self[AccessibilitySettingsKey.self].showButtonShapes = newValue }
    }

    /// Whether the Large Content Viewer is enabled.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilityLargeContentViewerEnabled: Bool {
        self[AccessibilitySettingsKey.self].largeContentViewerEnabled
    }

    /// Sets `accessibilityLargeContentViewerEnabled` for previews and tests.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var _accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilitySettingsKey.self].largeContentViewerEnabled }
        set { self[AccessibilitySettingsKey.self].largeContentViewerEnabled = newValue }
    }

    /// Whether the setting to reduce flashing or strobing lights in video content is on.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityDimFlashingLights: Bool { self[AccessibilitySettingsKey.self].dimFlashingLights }

    /// Whether the setting for playing animations in an animated image is on.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityPlayAnimatedImages: Bool {
        self[AccessibilitySettingsKey.self].playAnimatedImages
    }

    /// A Boolean value that indicates whether the VoiceOver screen reader is in use.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilitySettingsKey.self].voiceOverEnabled }

    /// A Boolean value that indicates whether the Switch Control motor accessibility feature is in use.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilitySwitchControlEnabled: Bool {
        self[AccessibilitySettingsKey.self].switchControlEnabled
    }

    /// A Boolean value that indicates whether the user has enabled an assistive technology.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilitySettingsKey.self].enabled }
        set { self[AccessibilitySettingsKey.self].enabled = newValue }
    }
}
