// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIContentUnavailableConfiguration {
    /// How a content-unavailable image looks (kept as set).
    public struct ImageProperties: Hashable {
        /// The symbol configuration the image uses.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image's tint colour; nil for the view's tint.
        public var tintColor: UIColor?
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image takes; zero for no limit.
        public var maximumSize = CGSize.zero
        /// Whether the image ignores Smart Invert.
        public var accessibilityIgnoresInvertColors = false

        /// Properties at UIKit's defaults.
        init() {}
    }
}

@available(*, unavailable)
extension UIContentUnavailableConfiguration.ImageProperties: Sendable {}
