// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How an outline disclosure control accessory looks (recorded).
    public struct OutlineDisclosureOptions {
        /// Whether it is hidden.
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?
        /// How it looks.
        public var style: UICellAccessory.OutlineDisclosureOptions.Style

        /// Creates options, each `nil` meaning UIKit's default.
        ///
        /// - Parameters:
        ///   - style: The value, or the default.
        ///   - isHidden: The value, or the default.
        ///   - reservedLayoutWidth: The value, or the default.
        ///   - tintColor: The value, or the default.
        public init(
            style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
            reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
}
