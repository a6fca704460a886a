// ViewLifecycle · HeadlessSwiftUI

/// A type of table row content that creates table rows created by a Swift tuple of table rows.
///
/// Headlessly its rows are each element's rows, in the tuple's order.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@frozen public struct TupleTableRowContent<Value, T>: TableRowContent where Value: Identifiable {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never

    /// The rows, as a tuple.
    public var value: T

    @inlinable internal init(_ value: T, ofType: TupleTableRowContent<Value, T>.TableRowValue.Type) {
        self.value = value
    }
}

@available(*, unavailable)
extension TupleTableRowContent: Sendable {}

extension TupleTableRowContent: TableRowNodes {
    /// Each element's rows, in the tuple's order.
    var tableRowNodes: [OutlineNode] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any TableRowContent)?.rowNodes ?? []
        }
    }
}
