// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// The cell `dequeueReusableCell` hands out: the one being reconfigured, else one from the
    /// reuse pool after its `prepareForReuse()`, else a new one of the registered class.
    func takeReusableCell(_ identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        return cellPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A header or footer view from the pool after `prepareForReuse()`, or a new registered one.
    func takeReusableHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// Puts a cell that left the display in its pool (once), if it has a reuse identifier.
    func enqueueForReuse(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool.enqueue(cell, identifier: identifier)
    }

    /// Puts a header or footer view that left the display in its pool.
    func enqueueForReuse(_ view: UIView) {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier
        else { return }
        headerFooterPool.enqueue(reusable, identifier: identifier)
    }
}
