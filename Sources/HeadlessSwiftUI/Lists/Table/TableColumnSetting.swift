// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A column with a setting a compact table does not use (its alignment, customization id,
/// default visibility or disabled customizations): the setting is kept, the cells are the
/// column's own.
struct TableColumnSetting<Base: TableColumnContent>: TableColumnContent {
    /// What was set on the column.
    enum Setting {
        case alignment(TableColumnAlignment)
        case customizationID(String)
        case defaultVisibility(Visibility)
        case disabledCustomizationBehavior(TableColumnCustomizationBehavior)
    }

    let base: Base
    let setting: Setting

    typealias TableRowValue = Base.TableRowValue
    typealias TableColumnSortComparator = Base.TableColumnSortComparator
    typealias TableColumnBody = Never
}

extension TableColumnSetting: TableColumnCells {
    func cells(for row: Any) -> [AnyView] { base.cells(for: row) }
}
