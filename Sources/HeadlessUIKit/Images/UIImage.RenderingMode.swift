// ViewLifecycle · HeadlessUIKit

extension UIImage {
    /// How an image is rendered, with UIKit's raw values.
    public enum RenderingMode: Int, @unchecked Sendable {
        /// The context decides.
        case automatic = 0
        /// Always as the original image.
        case alwaysOriginal = 1
        /// Always as a template, tinted by its view.
        case alwaysTemplate = 2
    }
}
