// ViewLifecycle · HeadlessTestSupport

extension LoggingViewController {
    /// Which callbacks a logging controller prints, and how it spells them.
    ///
    /// UIKit's tests read every override as a device prints `#function`; the behaviour tests of
    /// SwiftUI, the modifiers and the UIKit snippets place a controller's appearance among other
    /// events, where a bare name reads best. One controller serves both, so the two kinds of test
    /// cannot drift apart in what a controller hears.
    public enum Lines: Sendable {
        /// Every override, spelled as `#function` prints it: `"A viewWillAppear(_:)"`.
        case everyCallback
        /// Only `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear`, by
        /// bare name: `"A viewWillAppear"`.
        case appearanceByName
    }
}
