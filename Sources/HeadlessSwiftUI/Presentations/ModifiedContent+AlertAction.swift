// ViewLifecycle · HeadlessSwiftUI

extension ModifiedContent: AlertActionConvertible
where Content: AlertActionConvertible, Modifier: ViewModifier {
    /// A modified action (`keyboardShortcut`, `accessibilityIdentifier`…) is still its content's
    /// action.
    var alertAction: AlertAction { content.alertAction }
}
