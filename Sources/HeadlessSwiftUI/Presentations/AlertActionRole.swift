// ViewLifecycle · HeadlessSwiftUI

/// What an alert action does, as UIKit styles its button: a `Button`'s role maps onto it
/// (`.cancel`, `.destructive`, none for `.normal`).
enum AlertActionRole: Sendable {
    case normal
    case cancel
    case destructive

    /// The role of an action whose button has `role` (none is a plain action).
    init(_ role: ButtonRole?) {
        switch role {
        case .some(.cancel): self = .cancel
        case .some(.destructive): self = .destructive
        default: self = .normal
        }
    }

    /// The UIKit style of an action with this role.
    var style: UIAlertAction.Style {
        switch self {
        case .normal: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
