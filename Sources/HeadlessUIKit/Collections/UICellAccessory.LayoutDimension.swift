// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// The width reserved for an accessory.
    public enum LayoutDimension: Sendable {
        /// Its own width.
        case actual
        /// The system's standard width.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }
}
