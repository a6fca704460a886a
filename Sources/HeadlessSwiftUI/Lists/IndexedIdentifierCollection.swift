// ViewLifecycle · HeadlessSwiftUI

/// A collection wrapper that pairs each element's index in a base collection with its identifier:
/// the data of a `ForEach` over a binding with edit actions.
public struct IndexedIdentifierCollection<Base, ID>: Collection where Base: Collection, ID: Hashable {
    /// A position in the base collection.
    public typealias Index = Base.Index

    let base: Base
    let id: KeyPath<Base.Element, ID>

    /// The position of the first element.
    public var startIndex: Index { base.startIndex }

    /// The position one past the last element.
    public var endIndex: Index { base.endIndex }

    /// The index and identifier of the element at `position`.
    public subscript(position: Index) -> Element {
        Element(index: position, id: base[position][keyPath: id])
    }

    /// The position after `i`.
    public func index(after i: Index) -> Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
