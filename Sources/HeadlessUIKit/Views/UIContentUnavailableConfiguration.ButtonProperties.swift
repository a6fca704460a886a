// ViewLifecycle · HeadlessUIKit

extension UIContentUnavailableConfiguration {
    /// What a content-unavailable button does (kept as set).
    public struct ButtonProperties: Hashable {
        /// The action the button performs.
        public var primaryAction: UIAction?
        /// The menu the button shows.
        public var menu: UIMenu?
        /// Whether the button is enabled.
        public var isEnabled = true
        /// The button's role.
        public var role: UIButton.Role = .normal

        /// Properties at UIKit's defaults.
        init() {}
    }
}

@available(*, unavailable)
extension UIContentUnavailableConfiguration.ButtonProperties: Sendable {}
