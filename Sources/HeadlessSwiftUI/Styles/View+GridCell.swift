// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    ///
    /// - Parameter count: The number of columns.
    /// - Returns: A view that spans the columns.
    @inlinable public func gridCellColumns(_ count: Int) -> some View {
        styled(.gridCellColumns(count))
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    ///
    /// - Parameter anchor: The anchor.
    /// - Returns: A view anchored in its cell.
    @inlinable public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        styled(.gridCellAnchor(anchor))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    ///
    /// - Parameter guide: The alignment guide.
    /// - Returns: A view with the column alignment.
    @inlinable public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        styled(.gridColumnAlignment(guide))
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    ///
    /// - Parameter axes: The axes.
    /// - Returns: A view with unsized axes.
    @inlinable public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        styled(.gridCellUnsizedAxes(axes))
    }
}
