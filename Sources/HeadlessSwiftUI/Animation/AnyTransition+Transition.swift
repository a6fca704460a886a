// ViewLifecycle · HeadlessSwiftUI

extension AnyTransition {
    /// Creates a type-erased transition from a transition: named after its type, and removing
    /// at once when it is the identity (or an asymmetric transition whose removal is).
    ///
    /// - Parameter transition: The transition.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<T>(_ transition: T) where T: Transition {
        self.init(
            name: String(describing: T.self),
            removesAtOnce: (transition as? any RemovalKind)?.removesAtOnce ?? false)
    }
}

/// A transition that knows whether a removal under it happens at once.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
protocol RemovalKind {
    /// Whether a removal under the transition happens at once.
    var removesAtOnce: Bool { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension IdentityTransition: RemovalKind {
    var removesAtOnce: Bool { true }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AsymmetricTransition: RemovalKind {
    var removesAtOnce: Bool { removal is IdentityTransition }
}
