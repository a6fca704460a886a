// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// A custom view accessory's view, placement and looks (kept as set).
    public struct CustomViewConfiguration {
        /// The view shown as the accessory.
        public let customView: UIView
        /// Where the view sits.
        public let placement: UICellAccessory.Placement
        /// Whether it is hidden.
        public var isHidden: Bool
        /// The width reserved for it.
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        /// Its tint colour.
        public var tintColor: UIColor?
        /// Whether the view keeps its size instead of being sized to fit.
        public var maintainsFixedSize: Bool

        /// Creates a configuration, each `nil` argument taking UIKit's default (shown, the view's actual
        /// width, resized to fit).
        public init(
            customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
