// ViewLifecycle · HeadlessSwiftUI

/// A type used to represent table rows.
///
/// Headlessly, a table's rows are the values its first column shows, in order (`TableRowValues`).
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent
    /// The composition of content that comprise the table row content.
    var tableRowBody: Self.TableRowBody { get }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowContent where TableRowBody == Never {
    /// Built-in rows have no body; the table never asks for it.
    public var tableRowBody: Never {
        fatalError("tableRowBody of \(Self.self) should not be called: it is built-in row content")
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never {
    /// The row value of `Never`, which is `Never` itself.
    public typealias TableRowValue = Never
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: TableRowContent {
    /// The row body of `Never`, which is `Never` itself.
    public typealias TableRowBody = Never
}
