// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Describes the alignment of the content of a table column.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableColumnAlignment: Hashable, Sendable {
    /// Which alignment: `numeric` with its numbering system's identifier, if one was given.
    let name: String

    /// The default column alignment: leading-aligned.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(name: "automatic") }
    /// Leading alignment.
    public static var leading: TableColumnAlignment { TableColumnAlignment(name: "leading") }
    /// Center alignment.
    public static var center: TableColumnAlignment { TableColumnAlignment(name: "center") }
    /// Trailing alignment.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(name: "trailing") }
    /// Alignment for numbers, following the current locale.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(name: "numeric") }

    /// Alignment for numbers written in the given numbering system.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(name: "numeric \(numberingSystem.identifier)")
    }
}
