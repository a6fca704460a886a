// ViewLifecycle · HeadlessSwiftUI

/// A transition that uses one transition for insertion and another for removal.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AsymmetricTransition<Insertion, Removal>: Transition
where Insertion: Transition, Removal: Transition {
    /// The transition used while the view appears.
    public var insertion: Insertion
    /// The transition used while the view disappears.
    public var removal: Removal

    /// Creates an asymmetric transition.
    ///
    /// - Parameters:
    ///   - insertion: The transition for insertion.
    ///   - removal: The transition for removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content through the insertion while appearing, through the removal once
    /// disappeared, and through both at rest.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(
        content: AsymmetricTransition<Insertion, Removal>.Content, phase: TransitionPhase
    ) -> some View {
        insertion.apply(
            content: removal.apply(content: content, phase: phase == .willAppear ? .identity : phase),
            phase: phase == .didDisappear ? .identity : phase)
    }

    /// The transition moves its view when either of its transitions does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}
