// ViewLifecycle · HeadlessUIKit

extension UIImage {
    /// UIKit's `UIImage.SymbolWeight` from the SDK: Apple's cases and raw values, stored as given.
    @available(iOS 13.0, *)
    public enum SymbolWeight: Int, @unchecked Sendable {
        /// Apple's `unspecified` case (raw value 0).
        case unspecified = 0
        /// Apple's `ultraLight` case (raw value 1).
        case ultraLight = 1
        /// Apple's `thin` case (raw value 2).
        case thin = 2
        /// Apple's `light` case (raw value 3).
        case light = 3
        /// Apple's `regular` case (raw value 4).
        case regular = 4
        /// Apple's `medium` case (raw value 5).
        case medium = 5
        /// Apple's `semibold` case (raw value 6).
        case semibold = 6
        /// Apple's `bold` case (raw value 7).
        case bold = 7
        /// Apple's `heavy` case (raw value 8).
        case heavy = 8
        /// Apple's `black` case (raw value 9).
        case black = 9
    }
}
