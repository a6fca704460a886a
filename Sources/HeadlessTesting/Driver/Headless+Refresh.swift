// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Pulls to refresh the screen's refreshable content (`refreshable`): its action starts as
    /// a task on the run loop, and the call runs until idle. A refresh that sleeps (a simulated
    /// network call) ends when `advance(by:)` reaches its wake-up.
    ///
    /// - Throws: `Headless.DriverError` when nothing on screen is refreshable, or several are.
    public static func refresh() throws {
        let element = try ScreenDriver.onlyElement(taking: .refresh, named: "refreshable content")
        guard let refresh = element.actions.refresh else { return }
        ScreenDriver.play { _ = HeadlessJobs.startTask(priority: nil, refresh) }
    }
}
