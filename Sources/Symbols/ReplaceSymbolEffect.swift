// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that swaps one symbol for another (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ReplaceSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "replace")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The replacement scaling the old symbol down and the new one up.
    public var downUp: ReplaceSymbolEffect {
        ReplaceSymbolEffect(configuration.setting("style", to: "downUp"))
    }

    /// The replacement scaling both symbols up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.setting("style", to: "upUp")) }

    /// The replacement removing the old symbol and scaling the new one up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(configuration.setting("style", to: "offUp")) }

    /// The effect animating each layer of the symbol separately.
    public var byLayer: ReplaceSymbolEffect {
        ReplaceSymbolEffect(configuration.setting("layering", to: "byLayer"))
    }

    /// The effect animating the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect {
        ReplaceSymbolEffect(configuration.setting("layering", to: "wholeSymbol"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An effect that swaps one symbol for another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ReplaceSymbolEffect: ContentTransitionSymbolEffect {}
