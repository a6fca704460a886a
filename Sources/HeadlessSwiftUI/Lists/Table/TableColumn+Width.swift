// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn {
    /// Creates a fixed width table column that isn't user resizable.
    ///
    /// - Parameter width: A fixed width for the resulting column.
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.widths.fixed = width
        return column
    }

    /// Creates a resizable table column with the provided constraints.
    public func width(
        min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil
    ) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        column.widths.min = min
        column.widths.ideal = ideal
        column.widths.max = max
        return column
    }

    /// Returns the column unchanged.
    @available(*, deprecated, message: "Please pass one or more parameters to modify a column's width.")
    @_alwaysEmitIntoClient public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}
