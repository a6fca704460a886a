// ViewLifecycle · HeadlessSwiftUI

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of underlying data.
    public var data: Content.Data { content.data }
}
