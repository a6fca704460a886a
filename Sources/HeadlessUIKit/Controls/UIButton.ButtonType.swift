// ViewLifecycle · HeadlessUIKit

extension UIButton {
    /// The kinds of button, with UIKit's raw values.
    public enum ButtonType: Int, @unchecked Sendable {
        /// No button style.
        case custom = 0
        /// The system's style: a tinted title.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button with a light background.
        case infoLight = 3
        /// An information button with a dark background.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A button with no style: public on tvOS only, as in UIKit, which makes configuration
        /// buttons of this type on iOS too.
        @available(iOS, unavailable)
        @available(tvOS 11.0, *)
        case plain = 6
        /// A close button.
        case close = 7

        /// The rounded-rectangle style, the same as `.system` since iOS 7.
        public static var roundedRect: UIButton.ButtonType { .system }
    }
}
