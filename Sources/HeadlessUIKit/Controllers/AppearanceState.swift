// ViewLifecycle · HeadlessUIKit

/// Where a controller is in UIKit's appearance phase machine.
///
/// The cancellation edges (appearing to disappearing and back) are legal, as Apple documents.
package enum AppearanceState: Equatable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

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
