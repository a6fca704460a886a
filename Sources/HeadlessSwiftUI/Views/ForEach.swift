// ViewLifecycle · HeadlessSwiftUI

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's id is its child's identity, matched by a dictionary, never by position: moving
/// an element keeps its state, removing one destroys only its state.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Whether the data is a range given without ids (its count must stay constant).
    var isConstantRange = false
}

extension ForEach: View where Content: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies views across updates by the elements' ids.
    ///
    /// - Parameters:
    ///   - data: The identified data.
    ///   - content: The view builder that creates views dynamically.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies views by the given key path.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - id: The key path to the provided data's identifier.
    ///   - content: The view builder that creates views dynamically.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    ///
    /// - Parameters:
    ///   - data: A constant range.
    ///   - content: The view builder that creates views dynamically.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.isConstantRange = true
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let runtime = SwiftUIRuntime.current
        if isConstantRange, let previous = node.scratch, previous != data.count {
            runtime.warn(
                "ForEach<Range<Int>, Int, \(Content.self)> count (\(data.count)) != its initial count "
                    + "(\(previous)). `ForEach(_:content:)` should only be used for *constant* data. "
                    + "Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide "
                    + "an explicit `id`!")
        }
        if node.scratch == nil { node.scratch = data.count }
        var seen = Set<ID>()
        for element in data {
            let id = identify(element)
            if !seen.insert(id).inserted {
                runtime.warn(
                    "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs multiple times "
                        + "within the collection, this will give undefined results!")
            }
            list.append(.element(AnyHashable(id)), content(element))
        }
    }
}

extension ForEach: ViewListContainer where Content: View {
    func listChildren(into list: inout ChildList) {
        for element in data { list.append(.element(AnyHashable(identify(element))), content(element)) }
    }
}
