// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// The options UIKit declares alike for the checkmark, detail button and disclosure indicator
    /// accessories (recorded): `CheckmarkOptions`, `DetailOptions` and `DisclosureIndicatorOptions`
    /// are this struct tagged with their accessory, so each stays a type of its own.
    public struct _StandardOptions<Accessory> {
        /// Whether it is hidden.
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?

        /// Creates options, each `nil` meaning UIKit's default.
        ///
        /// - Parameters:
        ///   - isHidden: The value, or the default.
        ///   - reservedLayoutWidth: The value, or the default.
        ///   - tintColor: The value, or the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
}
