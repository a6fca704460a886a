// ViewLifecycle · HeadlessUIKit

extension UIAccessibility {
    /// Posts a notification to assistive technologies: none runs headlessly, so it does nothing
    /// but record itself among the inert calls.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        InertCalls.recordIfOnMainActor("UIAccessibility.post(notification:argument:)")
    }
}
