// ViewLifecycle · HeadlessUIKit

import Foundation

extension UICollectionView {
    /// How to make and configure the supplementary views of one kind: the collection view
    /// registers the class on first use, and the handler configures each dequeued view.
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a supplementary view.
        public typealias Handler = (
            _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
        ) -> Void

        /// The kind of the views.
        let elementKind: String
        /// The reuse identifier the views are pooled under.
        let identifier: String
        /// The configuration.
        let handler: Handler

        /// Creates a registration of `Supplementary` views of `elementKind`.
        ///
        /// - Parameters:
        ///   - elementKind: The kind, such as `UICollectionView.elementKindSectionHeader`.
        ///   - handler: Configures each view.
        public init(
            elementKind: String,
            handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        ) {
            self.elementKind = elementKind
            self.identifier = "\(Supplementary.self)-" + UUID().uuidString
            self.handler = handler
        }
    }
}
