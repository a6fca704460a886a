// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// The cell `dequeueReusableCell` hands out: the one being reconfigured, else one from the
    /// reuse pool after its `prepareForReuse()`, else a new one of the registered class.
    func takeReusableCell(_ identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        return cellClass.init(_headlessRegisteredReuseIdentifier: identifier)
    }

    /// A header or footer view from the pool after `prepareForReuse()`, or a new registered one.
    func takeReusableHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = reusableHeaderFooters[identifier], let view = pool.popLast() {
            reusableHeaderFooters[identifier] = pool
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        return viewClass.init(_headlessRegisteredReuseIdentifier: identifier)
    }

    /// Puts a cell that left the display in its pool, if it has a reuse identifier.
    func enqueueForReuse(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    /// Puts a header or footer view that left the display in its pool.
    func enqueueForReuse(_ view: UIView) {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier
        else { return }
        reusableHeaderFooters[identifier, default: []].append(reusable)
    }
}
