// ViewLifecycle · HeadlessSwiftUI

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views.
@frozen public struct ScrollViewReader<Content>: View where Content: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    @inlinable public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content and behavior of the view.
    public var body: some View {
        content(ScrollViewProxy(requests: ScrollRequests()))
    }
}
