// ViewLifecycle · HeadlessSwiftUI

/// A transition that inserts its view from the leading edge and removes it towards the
/// trailing edge. Headlessly the view is not moved: the distance depends on a layout that is
/// not computed.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SlideTransition: Transition {
    /// Creates the slide transition.
    public init() {}

    /// The content, unmoved headlessly in every phase.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View { content }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == SlideTransition {
    /// A transition that inserts from the leading edge and removes towards the trailing edge.
    public static var slide: SlideTransition { Self() }
}
