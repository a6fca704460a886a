// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Activates the `NavigationLink` whose label shows `label`, as a tap on it would.
    ///
    /// The tap of `tap(_:)` limited to links, without running the run loop afterwards: the
    /// push happens through the stack's path, so it is seen after the next run-loop turn, as on
    /// a device.
    ///
    /// - Parameter label: The link's label, or one of the texts in it.
    /// - Returns: Whether exactly one link was found, enabled, and activated.
    @discardableResult
    public static func tapNavigationLink(_ label: String) -> Bool {
        guard let link = try? ScreenDriver.element(.label(label), taking: .tap, role: .link),
            let tap = link.actions.tap
        else { return false }
        HeadlessJobs.followingVirtualTime(tap)
        return true
    }
}
