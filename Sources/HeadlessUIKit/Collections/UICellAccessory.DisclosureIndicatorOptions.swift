// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a disclosure indicator accessory looks (kept as set; the headless screen draws none).
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden.
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?

        /// Creates options, each `nil` argument taking UIKit's default (shown, standard width).
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
