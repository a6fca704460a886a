// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An animation effect for a symbol image, described by its configuration.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol SymbolEffect: Hashable, Sendable {
    /// The effect and its settings.
    var configuration: SymbolEffectConfiguration { get }
}
