// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that scales the symbol briefly up or down and back (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BounceSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "bounce")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The effect moving upward.
    public var up: BounceSymbolEffect { BounceSymbolEffect(configuration.setting("direction", to: "up")) }

    /// The effect moving downward.
    public var down: BounceSymbolEffect { BounceSymbolEffect(configuration.setting("direction", to: "down")) }

    /// The effect animating each layer of the symbol separately.
    public var byLayer: BounceSymbolEffect {
        BounceSymbolEffect(configuration.setting("layering", to: "byLayer"))
    }

    /// The effect animating the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect {
        BounceSymbolEffect(configuration.setting("layering", to: "wholeSymbol"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
    /// An effect that scales the symbol briefly up or down and back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension BounceSymbolEffect: DiscreteSymbolEffect {}
