// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Taps the tab of a `TabView` whose `tabItem` shows `label`, as the user's finger does.
    ///
    /// The tap of `tap(_:)` limited to tabs, without running the run loop afterwards: it goes
    /// through `tapTab(at:of:)`, so UIKit switches tabs, then the selection binding follows.
    ///
    /// - Parameter label: The text of the tab item's label.
    /// - Returns: Whether exactly one tab was found, enabled, and tapped.
    @discardableResult
    public static func tapTab(_ label: String) -> Bool {
        guard let tab = try? ScreenDriver.element(.label(label), taking: .tap, role: .tab),
            let tap = tab.actions.tap
        else { return false }
        HeadlessJobs.followingVirtualTime(tap)
        return true
    }
}
