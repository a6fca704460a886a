// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// The indicator a button shows beside its title.
    public enum Indicator: Hashable, Sendable {
        /// The button decides (a pop-up arrow for a menu that changes selection).
        case automatic
        /// No indicator.
        case none
        /// A pop-up arrow.
        case popup
    }
}
