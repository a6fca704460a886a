// ViewLifecycle · HeadlessUIKit

/// One of the appearance callbacks the dispatcher delivers.
package enum AppearanceCallback {
    case willAppear
    case isAppearing
    case didAppear
    case willDisappear
    case didDisappear

    /// The callback in `#function` form, as recorded in traces.
    var functionName: String {
        switch self {
        case .willAppear: return "viewWillAppear(_:)"
        case .isAppearing: return "viewIsAppearing(_:)"
        case .didAppear: return "viewDidAppear(_:)"
        case .willDisappear: return "viewWillDisappear(_:)"
        case .didDisappear: return "viewDidDisappear(_:)"
        }
    }

    /// The Objective-C selector UIKit names in its misuse warning.
    var selectorName: String {
        switch self {
        case .willAppear: return "-viewWillAppear:"
        case .isAppearing: return "-viewIsAppearing:"
        case .didAppear: return "-viewDidAppear:"
        case .willDisappear: return "-viewWillDisappear:"
        case .didDisappear: return "-viewDidDisappear:"
        }
    }
}
