// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

// What scripts/generate-api wrote from the iOS 17.4 SDK keeps the SDK's values: an option set's
// bits, an enum's raw values and a number constant as the headers give them, a string constant's
// Objective-C name, and a protocol's optional requirements defaulted.
@Suite struct GeneratedAPITests {
    @Test func optionSetsCarryTheHeadersBits() {
        let options: UIView.KeyframeAnimationOptions = [.repeat, .calculationModeCubic]
        #expect(options.rawValue == 8 + 3072)
        #expect(options.contains(.repeat))
        #expect(!options.contains(.autoreverse))
    }

    @Test func enumsCarryAppleRawValues() {
        let styles = [UIModalTransitionStyle.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl]
        #expect(styles.map(\.rawValue) == [0, 1, 2, 3])
        #expect(NSLayoutConstraint.Attribute(rawValue: 9) == .centerX)
        #expect(UITableViewCell.FocusStyle(rawValue: 7) == nil)
    }

    @Test func constantsAreNamedAfterTheirObjectiveCConstants() {
        let key = UIApplication.OpenURLOptionsKey.sourceApplication
        #expect(key.rawValue == "UIApplicationOpenURLOptionsSourceApplicationKey")
        #expect(UIApplication.OpenURLOptionsKey(rawValue: key.rawValue) == key)
    }

    @Test func numberConstantsCarryTheHeadersValues() {
        let priorities: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel]
        #expect(priorities.map(\.rawValue) == [1000, 750, 250, 50])
        #expect(UILayoutPriority(999) != .required)
    }

    @MainActor final class SilentScrollDelegate: NSObject, UIScrollViewAccessibilityDelegate {}

    @MainActor @Test func optionalRequirementsAreDefaulted() {
        let delegate = SilentScrollDelegate()
        let scrollView = UIScrollView()
        #expect(delegate.accessibilityScrollStatus(for: scrollView) == nil)
        #expect(delegate.accessibilityAttributedScrollStatus(for: scrollView) == nil)
    }
}
