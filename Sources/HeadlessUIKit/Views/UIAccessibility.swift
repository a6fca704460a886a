// ViewLifecycle · HeadlessUIKit

/// UIKit's `UIAccessibility` from the SDK: its properties keep what is set (starting at zero, nil or empty), its methods do nothing headlessly.
public struct UIAccessibility {
    /// Creates one with every property at its starting value.
    package init() {}

    /// Apple's initializer: makes a default instance headlessly.
    public init(_reserved: UnsafeMutableRawPointer) {
        self.init()
    }

    /// Apple's `isVoiceOverRunning`: returns false headlessly.
    @available(iOS 4.0, *)
    public static var isVoiceOverRunning: Bool { false }

    /// Apple's `voiceOverStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification") headlessly.
    @available(iOS 11.0, *)
    public static var voiceOverStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    }

    /// Apple's `isMonoAudioEnabled`: returns false headlessly.
    @available(iOS 5.0, *)
    public static var isMonoAudioEnabled: Bool { false }

    /// Apple's `monoAudioStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification") headlessly.
    @available(iOS 5.0, *)
    public static var monoAudioStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    }

    /// Apple's `isClosedCaptioningEnabled`: returns false headlessly.
    @available(iOS 5.0, *)
    public static var isClosedCaptioningEnabled: Bool { false }

    /// Apple's `closedCaptioningStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification") headlessly.
    @available(iOS 5.0, *)
    public static var closedCaptioningStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    }

    /// Apple's `isInvertColorsEnabled`: returns false headlessly.
    @available(iOS 6.0, *)
    public static var isInvertColorsEnabled: Bool { false }

    /// Apple's `invertColorsStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification") headlessly.
    @available(iOS 6.0, *)
    public static var invertColorsStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    }

    /// Apple's `isGuidedAccessEnabled`: returns false headlessly.
    @available(iOS 6.0, *)
    public static var isGuidedAccessEnabled: Bool { false }

    /// Apple's `guidedAccessStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification") headlessly.
    @available(iOS 6.0, *)
    public static var guidedAccessStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    }

    /// Apple's `isBoldTextEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isBoldTextEnabled: Bool { false }

    /// Apple's `boldTextStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var boldTextStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    }

    /// Apple's `buttonShapesEnabled`: returns false headlessly.
    @available(iOS 14.0, *)
    public static var buttonShapesEnabled: Bool { false }

    /// Apple's `buttonShapesEnabledStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification") headlessly.
    @available(iOS 14.0, *)
    public static var buttonShapesEnabledStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    }

    /// Apple's `isGrayscaleEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isGrayscaleEnabled: Bool { false }

    /// Apple's `grayscaleStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var grayscaleStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    }

    /// Apple's `isReduceTransparencyEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isReduceTransparencyEnabled: Bool { false }

    /// Apple's `reduceTransparencyStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var reduceTransparencyStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    }

    /// Apple's `isReduceMotionEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isReduceMotionEnabled: Bool { false }

    /// Apple's `reduceMotionStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var reduceMotionStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    }

    /// Apple's `prefersCrossFadeTransitions`: returns false headlessly.
    @available(iOS 14.0, *)
    public static var prefersCrossFadeTransitions: Bool { false }

    /// Apple's `prefersCrossFadeTransitionsStatusDidChange`: returns NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification") headlessly.
    @available(iOS 14.0, *)
    public static var prefersCrossFadeTransitionsStatusDidChange: NSNotification.Name {
        NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    }

    /// Apple's `isVideoAutoplayEnabled`: returns false headlessly.
    @available(iOS 13.0, *)
    public static var isVideoAutoplayEnabled: Bool { false }

    /// Apple's `videoAutoplayStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification") headlessly.
    @available(iOS 13.0, *)
    public static var videoAutoplayStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    }

    /// Apple's `isDarkerSystemColorsEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Apple's `darkerSystemColorsStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var darkerSystemColorsStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    }

    /// Apple's `isSwitchControlRunning`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isSwitchControlRunning: Bool { false }

    /// Apple's `switchControlStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var switchControlStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    }

    /// Apple's `isSpeakSelectionEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isSpeakSelectionEnabled: Bool { false }

    /// Apple's `speakSelectionStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var speakSelectionStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    }

    /// Apple's `isSpeakScreenEnabled`: returns false headlessly.
    @available(iOS 8.0, *)
    public static var isSpeakScreenEnabled: Bool { false }

    /// Apple's `speakScreenStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification") headlessly.
    @available(iOS 8.0, *)
    public static var speakScreenStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    }

    /// Apple's `isShakeToUndoEnabled`: returns false headlessly.
    @available(iOS 9.0, *)
    public static var isShakeToUndoEnabled: Bool { false }

    /// Apple's `shakeToUndoDidChangeNotification`: returns NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification") headlessly.
    @available(iOS 9.0, *)
    public static var shakeToUndoDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    }

    /// Apple's `isAssistiveTouchRunning`: returns false headlessly.
    @available(iOS 10.0, *)
    public static var isAssistiveTouchRunning: Bool { false }

    /// Apple's `assistiveTouchStatusDidChangeNotification`: returns NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification") headlessly.
    @available(iOS 10.0, *)
    public static var assistiveTouchStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    }

    /// Apple's `shouldDifferentiateWithoutColor`: returns false headlessly.
    @available(iOS 13.0, *)
    public static var shouldDifferentiateWithoutColor: Bool { false }

    /// Apple's `differentiateWithoutColorDidChangeNotification`: returns NSNotification.Name("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification") headlessly.
    @available(iOS 13.0, *)
    public static var differentiateWithoutColorDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification")
    }

    /// Apple's `isOnOffSwitchLabelsEnabled`: returns false headlessly.
    @available(iOS 13.0, *)
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    /// Apple's `onOffSwitchLabelsDidChangeNotification`: returns NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification") headlessly.
    @available(iOS 13.0, *)
    public static var onOffSwitchLabelsDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    }

    /// Apple's `hearingDevicePairedEar`: returns [] headlessly.
    @available(iOS 10.0, *)
    public static var hearingDevicePairedEar: UIAccessibility.HearingDeviceEar { [] }

    /// Apple's `hearingDevicePairedEarDidChangeNotification`: returns NSNotification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification") headlessly.
    @available(iOS 10.0, *)
    public static var hearingDevicePairedEarDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification")
    }

    /// Apple's `announcementDidFinishNotification`: returns NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification") headlessly.
    @available(iOS 6.0, *)
    public static var announcementDidFinishNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    }

    /// Apple's `announcementStringValueUserInfoKey`: returns "UIAccessibilityAnnouncementKeyStringValue" headlessly.
    @available(iOS 6.0, *)
    public static var announcementStringValueUserInfoKey: String {
        "UIAccessibilityAnnouncementKeyStringValue"
    }

    /// Apple's `announcementWasSuccessfulUserInfoKey`: returns "UIAccessibilityAnnouncementKeyWasSuccessful" headlessly.
    @available(iOS 6.0, *)
    public static var announcementWasSuccessfulUserInfoKey: String {
        "UIAccessibilityAnnouncementKeyWasSuccessful"
    }

    /// Apple's `elementFocusedNotification`: returns NSNotification.Name("UIAccessibilityElementFocusedNotification") headlessly.
    @available(iOS 9.0, *)
    public static var elementFocusedNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityElementFocusedNotification")
    }

    /// Apple's `focusedElementUserInfoKey`: returns "UIAccessibilityFocusedElementKey" headlessly.
    @available(iOS 9.0, *)
    public static var focusedElementUserInfoKey: String { "UIAccessibilityFocusedElementKey" }

    /// Apple's `unfocusedElementUserInfoKey`: returns "UIAccessibilityUnfocusedElementKey" headlessly.
    @available(iOS 9.0, *)
    public static var unfocusedElementUserInfoKey: String { "UIAccessibilityUnfocusedElementKey" }

    /// Apple's `assistiveTechnologyUserInfoKey`: returns "UIAccessibilityAssistiveTechnologyKey" headlessly.
    @available(iOS 9.0, *)
    public static var assistiveTechnologyUserInfoKey: String { "UIAccessibilityAssistiveTechnologyKey" }

    /// Apple's `guidedAccessErrorDomain`: returns "UIGuidedAccessErrorDomain" headlessly.
    @available(iOS 12.2, *)
    public static var guidedAccessErrorDomain: String { "UIGuidedAccessErrorDomain" }

    /// Apple's `convertToScreenCoordinates`: returns .zero headlessly.
    @available(iOS 7.0, *)
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { .zero }

    /// Apple's `focusedElement`: returns nil headlessly.
    @available(iOS 9.0, *)
    public static func focusedElement(
        using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?
    ) -> Any? { nil }

    /// Apple's `requestGuidedAccessSession`: does nothing headlessly.
    @available(iOS 7.0, *)
    public static func requestGuidedAccessSession(
        enabled enable: Bool, completionHandler: @escaping (Bool) -> Void
    ) {}

    /// Apple's `zoomFocusChanged`: does nothing headlessly.
    @available(iOS 5.0, *)
    public static func zoomFocusChanged(
        zoomType type: UIAccessibility.ZoomType, toFrame frame: CGRect, in view: UIView
    ) {}

    /// Apple's `registerGestureConflictWithZoom`: does nothing headlessly.
    @available(iOS 5.0, *)
    public static func registerGestureConflictWithZoom() {}

    /// Apple's `guidedAccessRestrictionState`: returns .allow headlessly.
    @available(iOS 7.0, *)
    public static func guidedAccessRestrictionState(
        forIdentifier restrictionIdentifier: String
    ) -> UIAccessibility.GuidedAccessRestrictionState { .allow }

    /// Apple's `configureForGuidedAccess`: does nothing headlessly.
    @available(iOS 12.2, *)
    public static func configureForGuidedAccess(
        features: UIGuidedAccessAccessibilityFeature, enabled: Bool,
        completionHandler completion: @escaping (Bool, (any Error)?) -> Void
    ) {}
}
