// ViewLifecycle · HeadlessSwiftUI

/// What an alert action does, as UIKit styles its button: a `Button`'s role maps onto it
/// (`.cancel`, `.destructive`, none for `.normal`).
enum AlertActionRole: Sendable {
    case normal
    case cancel
    case destructive

    /// The UIKit style of an action with this role.
    var style: UIAlertAction.Style {
        switch self {
        case .normal: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
