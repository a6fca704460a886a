// ViewLifecycle · HeadlessUIKit

extension UICellAccessory.OutlineDisclosureOptions {
    /// How an outline disclosure control looks.
    public enum Style: Hashable, Sendable {
        /// UIKit's choice for the cell.
        case automatic
        /// A header's style: the whole cell toggles.
        case header
        /// A cell's style: only the control toggles.
        case cell
    }
}
