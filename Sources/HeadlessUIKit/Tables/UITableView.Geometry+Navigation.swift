// ViewLifecycle · HeadlessUIKit

extension UITableView.Geometry {
    /// The row after `path`, across sections, or `nil` at the end.
    func path(after path: IndexPath) -> IndexPath? {
        if path.row + 1 < sections[path.section].rowCount {
            return IndexPath(row: path.row + 1, section: path.section)
        }
        var section = path.section + 1
        while section < sections.count {
            if sections[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before `path`, across sections, or `nil` at the start.
    func path(before path: IndexPath) -> IndexPath? {
        if path.row > 0 { return IndexPath(row: path.row - 1, section: path.section) }
        var section = path.section - 1
        while section >= 0 {
            if sections[section].rowCount > 0 {
                return IndexPath(row: sections[section].rowCount - 1, section: section)
            }
            section -= 1
        }
        return nil
    }
}
