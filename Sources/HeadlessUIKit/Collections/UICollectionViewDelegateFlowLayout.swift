// ViewLifecycle · HeadlessUIKit

/// The collection view delegate a flow layout asks for sizes, insets and spacings, each
/// optional: unless implemented, the layout's own value is used.
@MainActor @preconcurrency
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item; unless implemented, the layout's `itemSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The space around a section's items; unless implemented, the layout's `sectionInset`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets

    /// The least space between a section's lines; unless implemented, the layout's.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The least space between items in a line; unless implemented, the layout's.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The size of a section's header; unless implemented, the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize

    /// The size of a section's footer; unless implemented, the layout's `footerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// UIKit's default; optional in UIKit: the size of an item; unless implemented, the layout's `itemSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        UICollectionViewFlowLayout.unimplementedSize
    }

    /// UIKit's default; optional in UIKit: the space around a section's items; unless implemented, the layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UICollectionViewFlowLayout.unimplementedInsets
    }

    /// UIKit's default; optional in UIKit: the least space between a section's lines; unless implemented, the layout's.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        UICollectionViewFlowLayout.unimplemented
    }

    /// UIKit's default; optional in UIKit: the least space between items in a line; unless implemented, the layout's.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        UICollectionViewFlowLayout.unimplemented
    }

    /// UIKit's default; optional in UIKit: the size of a section's header; unless implemented, the layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        UICollectionViewFlowLayout.unimplementedSize
    }

    /// UIKit's default; optional in UIKit: the size of a section's footer; unless implemented, the layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        UICollectionViewFlowLayout.unimplementedSize
    }
}
