// ViewLifecycle · HeadlessSwiftUI

/// A type of table row content that creates table rows created by iterating over a tree-structured
/// collection.
///
/// Headlessly its rows are the roots, each with a children collection shown as a collapsed
/// disclosure group around its children's rows.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableOutlineGroupContent<Data>: TableRowContent
where Data: RandomAccessCollection, Data.Element: Identifiable {
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    /// The type of value represented by this table row content.
    public typealias TableRowValue = Data.Element

    /// The rows, as an outline group of the collection.
    public var tableRowBody: some TableRowContent {
        OutlineGroup(data, children: children)
    }
}

@available(*, unavailable)
extension TableOutlineGroupContent: Sendable {}

extension TableOutlineGroupContent: TableRowNodes {
    var tableRowNodes: [OutlineNode] { OutlineNode.nodes(data, id: outlineID, children: children) }
}
