// ViewLifecycle · HeadlessUIKit

extension UICollectionViewFlowLayout {
    /// What a flow layout's section inset is measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset.
        case fromContentInset = 0
        /// The safe area.
        case fromSafeArea = 1
        /// The layout margins.
        case fromLayoutMargins = 2
    }
}
