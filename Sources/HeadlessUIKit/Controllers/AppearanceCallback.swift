// ViewLifecycle · HeadlessUIKit

import LifecycleCore

/// One of the appearance callbacks the dispatcher delivers.
package enum AppearanceCallback {
    case willAppear
    case isAppearing
    case didAppear
    case willDisappear
    case didDisappear

    /// The raw callback this is, as LifecycleCore names it.
    ///
    /// - Parameter animated: The callback's `animated` argument.
    package func raw(animated: Bool) -> RawCallback {
        switch self {
        case .willAppear: return .viewWillAppear(animated: animated)
        case .isAppearing: return .viewIsAppearing(animated: animated)
        case .didAppear: return .viewDidAppear(animated: animated)
        case .willDisappear: return .viewWillDisappear(animated: animated)
        case .didDisappear: return .viewDidDisappear(animated: animated)
        }
    }

    /// The callback in `#function` form, as recorded in traces: LifecycleCore's one table.
    var functionName: String {
        raw(animated: false).functionName
    }

    /// The Objective-C selector UIKit names in its misuse warning: `viewWillAppear(_:)` is
    /// `-viewWillAppear:`.
    var selectorName: String {
        "-" + functionName.prefix { $0 != "(" } + ":"
    }
}
