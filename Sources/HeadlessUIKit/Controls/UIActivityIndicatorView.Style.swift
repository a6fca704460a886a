// ViewLifecycle · HeadlessUIKit

extension UIActivityIndicatorView {
    /// The sizes of a spinner, with UIKit's raw values.
    public enum Style: Int, @unchecked Sendable {
        /// The medium spinner.
        case medium = 100
        /// The large spinner.
        case large = 101
        /// A large white spinner.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "renamed to large")
        case whiteLarge = 0
        /// A white spinner.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "renamed to medium")
        case white = 1
        /// A grey spinner.
        @available(iOS, introduced: 2.0, deprecated: 13.0, message: "renamed to medium")
        case gray = 2
    }
}
