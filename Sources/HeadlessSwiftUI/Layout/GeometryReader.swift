// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
@frozen public struct GeometryReader<Content>: View where Content: View {
    /// The view builder that creates the content from the proxy.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    ///
    /// - Parameter content: A view builder given the container's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let bounds = node.graph?.host?.viewIfLoaded?.bounds ?? HeadlessWorld.screenBounds
        let size = CGSize(
            width: ViewportLayout.enclosingFrame(of: node, along: .horizontal) ?? bounds.width,
            height: ViewportLayout.enclosingFrame(of: node, along: .vertical) ?? bounds.height)
        let origin = CGPoint(
            x: AnchorLayout.origin(of: node, along: .horizontal),
            y: AnchorLayout.origin(of: node, along: .vertical))
        list.append(
            .content, content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), origin: origin)))
    }
}
