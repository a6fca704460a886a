// ViewLifecycle · HeadlessSwiftUI

/// An effect applied when the pointer hovers over a view.
///
/// There is no pointer headlessly: the effect is stored and never shown. The members are computed
/// rather than stored (Apple's are `static let`s of a type that is not `Sendable`), so they are
/// concurrency-safe as written.
@available(iOS 13.4, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct HoverEffect {
    /// The effect's name, for the inert modifier that stores it.
    let name: String

    /// An effect that attempts to determine the effect automatically.
    public static var automatic: HoverEffect { HoverEffect(name: "automatic") }

    /// An effect that morphs the pointer into a platter behind the view and shows a light source.
    @available(tvOS 17.0, *)
    public static var highlight: HoverEffect { HoverEffect(name: "highlight") }

    /// An effect that slides the pointer under the view and disappears as the view scales up and
    /// gains a shadow.
    public static var lift: HoverEffect { HoverEffect(name: "lift") }
}

@available(*, unavailable)
extension HoverEffect: Sendable {}
