// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnContent {
    /// Sets the default visibility of a table column; kept, as a compact table shows only its
    /// first column.
    public func defaultVisibility(
        _ visibility: Visibility
    ) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        TableColumnSetting(base: self, setting: .defaultVisibility(visibility))
    }

    /// Sets the identifier a table's column customization keeps this column's state under.
    public func customizationID(
        _ id: String
    ) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        TableColumnSetting(base: self, setting: .customizationID(id))
    }

    /// Disables the given customizations of this column; kept, as a compact table has no column
    /// to customize.
    public func disabledCustomizationBehavior(
        _ behavior: TableColumnCustomizationBehavior
    ) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        TableColumnSetting(base: self, setting: .disabledCustomizationBehavior(behavior))
    }

    /// Sets the alignment of the column's content; kept, as a compact table lays out no columns.
    public func alignment(
        _ alignment: TableColumnAlignment
    ) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        TableColumnSetting(base: self, setting: .alignment(alignment))
    }
}
