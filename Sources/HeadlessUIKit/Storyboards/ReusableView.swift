// ViewLifecycle · HeadlessUIKit

/// A view a table or collection view makes again and again under a reuse identifier: its
/// cells, headers, footers and supplementary views.
@MainActor
protocol ReusableView: UIView {
    /// The identifier it was made for.
    var reuseIdentifier: String? { get set }
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}
