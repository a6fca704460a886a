// ViewLifecycle · HeadlessSwiftUI

/// A row that represents a data value in a table.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableRow<Value>: TableRowContent where Value: Identifiable {
    let value: Value

    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never

    /// Creates a table row for the given value.
    ///
    /// - Parameter value: The value of the row.
    public init(_ value: Value) {
        self.value = value
    }
}

extension TableRow: TableRowValues {
    var tableRowValues: [Any] { [value] }
}
