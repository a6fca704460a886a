// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: the controller's state values are the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// `beginAppearanceTransition`/`endAppearanceTransition` as transcripts: each call followed by
/// the action it answers with and the state it leaves.
@MainActor
struct ManualAppearanceTests {
    @Test("a begin and its end send the did callback of the begin's direction, with its animated flag")
    func balanced() {
        var manual = UIViewController.ManualAppearance()
        #expect(!manual.isOpen)
        #expect(manual.begin(isAppearing: true, animated: true) == .begin)
        #expect(manual.state == .appearing(animated: true))
        #expect(manual.isOpen)
        #expect(manual.end() == .sendDidAppear(animated: true))
        #expect(manual.state == .idle)
        #expect(manual.begin(isAppearing: false, animated: false) == .begin)
        #expect(manual.state == .disappearing(animated: false))
        #expect(manual.end() == .sendDidDisappear(animated: false))
        #expect(manual.state == .idle)
    }

    @Test("a second begin warns and replaces the first; its end follows the second")
    func secondBegin() {
        var manual = UIViewController.ManualAppearance()
        _ = manual.begin(isAppearing: true, animated: false)
        #expect(manual.begin(isAppearing: false, animated: true) == .warnUnbalancedThenBegin)
        #expect(manual.state == .disappearing(animated: true))
        #expect(manual.end() == .sendDidDisappear(animated: true))
    }

    @Test("an end with no begin open warns and sends nothing")
    func endWithoutBegin() {
        var manual = UIViewController.ManualAppearance()
        #expect(manual.end() == .warnUnbalanced)
        #expect(manual.state == .idle)
        _ = manual.begin(isAppearing: true, animated: false)
        _ = manual.end()
        #expect(manual.end() == .warnUnbalanced)
        #expect(manual.state == .idle)
    }
}
