// ViewLifecycle · HeadlessSwiftUI

/// A transition that pushes its view in from an edge and out towards the opposite one.
/// Headlessly the view is not moved: the distance depends on a layout that is not computed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Creates a push transition.
    ///
    /// - Parameter edge: The edge the view comes in from.
    public init(edge: Edge) { self.edge = edge }

    /// The content, unmoved headlessly in every phase.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View { content }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == PushTransition {
    /// A transition that pushes its view in from an edge.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}
