// ViewLifecycle · HeadlessSwiftUI

/// One alert or confirmation dialog a modifier asks for: what it shows and its actions.
struct AlertRequest {
    /// The title, or `nil` when a dialog hides it.
    let title: String?
    let message: String?
    let actions: [AlertAction]
    let style: UIAlertController.Style

    /// An alert; an empty actions builder gets one "OK" action, as SwiftUI gives it.
    static func alert(title: String, message: String?, actions: [AlertAction]) -> AlertRequest {
        AlertRequest(
            title: title, message: message, actions: actions.isEmpty ? [.ok] : actions, style: .alert)
    }

    /// A confirmation dialog: an action sheet on an iPhone, which always offers a way out, so
    /// one "Cancel" action is added when no action cancels (guess: observed on iOS 17, not
    /// documented). Its title shows only when `titleVisibility` is `.visible` (`.automatic`
    /// hides it on an iPhone).
    static func dialog(
        title: String, titleVisibility: Visibility, message: String?, actions: [AlertAction]
    ) -> AlertRequest {
        let cancels = actions.contains { $0.role == .cancel }
        return AlertRequest(
            title: titleVisibility == .visible ? title : nil, message: message,
            actions: cancels ? actions : actions + [.cancel], style: .actionSheet)
    }
}
