// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// A cell of the registration's class, reused or new, configured by its handler for
    /// `item`.
    ///
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The item's place.
    ///   - item: The item.
    /// - Returns: The configured cell.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
        item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if !cellPool.isRegistered(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            fatalError("The cell registered for \(Cell.self) dequeued a \(type(of: dequeued)).")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, reused or new, configured by its
    /// handler.
    ///
    /// - Parameters:
    ///   - registration: The registration.
    ///   - indexPath: The view's place.
    /// - Returns: The configured view.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
        for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let kind = registration.elementKind
        if !supplementaryPool.isRegistered(UICollectionView.poolKey(kind, registration.identifier)) {
            register(
                Supplementary.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            fatalError("The view registered for \(Supplementary.self) dequeued a \(type(of: dequeued)).")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
