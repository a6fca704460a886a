// ViewLifecycle · HeadlessSwiftUI

/// A transition that moves its view in from an edge and back out to it. Headlessly the view
/// is not moved: the distance depends on a layout that is not computed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct MoveTransition: Transition {
    /// The edge the view moves from and to.
    public var edge: Edge

    /// Creates a move transition.
    ///
    /// - Parameter edge: The edge.
    public init(edge: Edge) { self.edge = edge }

    /// The content, unmoved headlessly in every phase.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View { content }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == MoveTransition {
    /// A transition that moves its view in from an edge and back out to it.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> Self { Self(edge: edge) }
}
