// ViewLifecycle · HeadlessUIKit

extension UITableViewCell {
    /// The standard accessory at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }
}
