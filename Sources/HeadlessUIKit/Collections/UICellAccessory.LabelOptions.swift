// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a label accessory looks (recorded).
    public struct LabelOptions {
        /// Whether it is hidden.
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?
        /// The font.
        public var font: UIFont
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool

        /// Creates options, each `nil` meaning UIKit's default.
        ///
        /// - Parameters:
        ///   - isHidden: The value, or the default.
        ///   - reservedLayoutWidth: The value, or the default.
        ///   - tintColor: The value, or the default.
        ///   - font: The value, or the default.
        ///   - adjustsFontForContentSizeCategory: The value, or the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font ?? UIFont.preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }
}
