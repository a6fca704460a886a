// ViewLifecycle · HeadlessSwiftUI

/// Visual effects that change the visual appearance of a view, without changing its ancestors
/// or descendants (`visualEffect(_:)`, `scrollTransition`).
///
/// Only drawn, so nothing reads an effect headlessly. Apple's protocol also refines
/// `Animatable`, which is main-actor isolated here; the effects are built in `@Sendable`
/// closures off the main actor, so this one refines only `Sendable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VisualEffect: Sendable {}
