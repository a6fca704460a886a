// ViewLifecycle · HeadlessSwiftUI

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// An iterator over the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A contiguous part of the element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: Collection where Value: MutableCollection {
    /// The position type of the underlying collection.
    public typealias Index = Value.Index
    /// The indices type of the underlying collection.
    public typealias Indices = Value.Indices

    /// The position of the first element of the current value.
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    /// The position past the last element of the current value.
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    /// The indices of the current value.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The position after an index in the current value.
    ///
    /// - Parameter i: A valid index of the collection.
    /// - Returns: The next index.
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }

    /// Advances an index to the next position in the current value.
    ///
    /// - Parameter i: A valid index of the collection, replaced by its successor.
    public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at a position: it reads and writes that element of the value.
    ///
    /// - Parameter position: A valid index of the collection.
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        Binding<Value.Element>(
            location: IndexLocation(base: location, index: position), transaction: transaction)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before an index in the current value.
    ///
    /// - Parameter i: A valid index of the collection greater than `startIndex`.
    /// - Returns: The previous index.
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(before: i)
    }

    /// Moves an index to the previous position in the current value.
    ///
    /// - Parameter i: A valid index of the collection, replaced by its predecessor.
    public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
