// ViewLifecycle · HeadlessUIKit

/// A cell of a list layout: a list content configuration, accessories (stored, not drawn)
/// and indentation.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges (recorded).
    public var accessories: [UICellAccessory] = []
    /// The indentation level of the content.
    open var indentationLevel = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 16
    /// Whether accessories indent with the content.
    open var indentsAccessories = true

    /// A list configuration for a cell, with no content, as UIKit gives it.
    ///
    /// - Returns: `.cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
