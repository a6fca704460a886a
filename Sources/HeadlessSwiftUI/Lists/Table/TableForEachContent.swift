// ViewLifecycle · HeadlessSwiftUI

/// A type of table row content that creates table rows created by iterating over a collection.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableForEachContent<Data>: TableRowContent
where Data: RandomAccessCollection, Data.Element: Identifiable {
    let data: Data

    /// The type of value represented by this table row content.
    public typealias TableRowValue = Data.Element

    /// The rows, one per element of the collection.
    public var tableRowBody: some TableRowContent {
        TableRowList(values: Array(data))
    }
}

extension TableForEachContent: TableRowValues {
    var tableRowValues: [Any] { data.map { $0 } }
}
