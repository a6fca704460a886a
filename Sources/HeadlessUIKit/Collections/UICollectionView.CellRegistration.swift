// ViewLifecycle · HeadlessUIKit

import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind of item: the collection view registers
    /// the cell class on first use, and the handler configures each dequeued cell.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a cell for an item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The reuse identifier the registration's cells are pooled under.
        let identifier: String
        /// The configuration.
        let handler: Handler

        /// Creates a registration of `Cell` cells configured by `handler`.
        ///
        /// - Parameter handler: Configures each cell.
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.identifier = "\(Cell.self)-" + UUID().uuidString
            self.handler = handler
        }
    }
}
