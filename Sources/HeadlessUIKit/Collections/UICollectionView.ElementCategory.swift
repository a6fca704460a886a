// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// What kind of element layout attributes describe.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view, such as a section header.
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }
}
