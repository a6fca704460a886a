// ViewLifecycle · HeadlessSwiftUI

/// A collection of proxy values that represent the subviews of a layout view.
///
/// The runtime never makes one (no layout is computed), so apps meet it only in their own
/// `Layout` methods' signatures.
@available(iOS 16.0, tvOS 16.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// A type that contains a subsequence of proxy values.
    public typealias SubSequence = LayoutSubviews
    /// A type that contains a proxy value.
    public typealias Element = LayoutSubview
    /// A type that you can use to index proxy values.
    public typealias Index = Int
    /// A type that contains the indices of the collection.
    public typealias Indices = Range<LayoutSubviews.Index>
    /// A type that iterates over the collection.
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    /// The subviews' identities in order (their proxies are made on demand).
    let ids: [Int]

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The index of the first subview.
    public var startIndex: Int { ids.startIndex }

    /// An index that's one higher than the last subview.
    public var endIndex: Int { ids.endIndex }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubviews.Element { LayoutSubview(id: ids[index]) }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(ids: Array(ids[bounds]), layoutDirection: layoutDirection)
    }

    /// Gets the subview proxies with the specified indices.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(ids: indices.map { ids[$0] }, layoutDirection: layoutDirection)
    }

    /// Two collections are equal when they hold the same subviews in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.ids == rhs.ids }
}
