// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that the system's choice of effect for the context (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AutomaticSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "automatic")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// An effect that the system's choice of effect for the context.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AutomaticSymbolEffect: TransitionSymbolEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AutomaticSymbolEffect: ContentTransitionSymbolEffect {}
