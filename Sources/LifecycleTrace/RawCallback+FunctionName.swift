// ViewLifecycle · LifecycleTrace

import LifecycleCore

extension RawCallback {
    /// The view-controller callback a `#function` name stands for, or `nil` for any other name;
    /// `deinit` stands for ``RawCallback/teardown``.
    init?(callback: String, animated: Bool) {
        // The names differ in length, so one integer switch leaves a single comparison; a switch
        // over the strings would compare up to seven.
        switch callback.utf8.count {
        case 13 where callback == "viewDidLoad()": self = .viewDidLoad
        case 18 where callback == "viewWillAppear(_:)": self = .viewWillAppear(animated: animated)
        case 19 where callback == "viewIsAppearing(_:)": self = .viewIsAppearing(animated: animated)
        case 17 where callback == "viewDidAppear(_:)": self = .viewDidAppear(animated: animated)
        case 21 where callback == "viewWillDisappear(_:)": self = .viewWillDisappear(animated: animated)
        case 20 where callback == "viewDidDisappear(_:)": self = .viewDidDisappear(animated: animated)
        case 6 where callback == "deinit": self = .teardown
        default: return nil
        }
    }
}
