// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// The kinds of accessory.
    public enum AccessoryType: Hashable {
        /// A disclosure chevron.
        case disclosureIndicator
        /// A checkmark.
        case checkmark
        /// A delete control.
        case delete
        /// An insert control.
        case insert
        /// A reorder control.
        case reorder
        /// A selection circle.
        case multiselect
        /// An outline's expand and collapse control.
        case outlineDisclosure
        /// A text label.
        case label
        /// A custom view.
        case customView(UIView)
        /// A detail button.
        case detail
        /// A pop-up menu.
        case popUpMenu
    }
}
