// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that draws the symbol out (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct DisappearSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "disappear")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The effect moving upward.
    public var up: DisappearSymbolEffect {
        DisappearSymbolEffect(configuration.setting("direction", to: "up"))
    }

    /// The effect moving downward.
    public var down: DisappearSymbolEffect {
        DisappearSymbolEffect(configuration.setting("direction", to: "down"))
    }

    /// The effect animating each layer of the symbol separately.
    public var byLayer: DisappearSymbolEffect {
        DisappearSymbolEffect(configuration.setting("layering", to: "byLayer"))
    }

    /// The effect animating the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect {
        DisappearSymbolEffect(configuration.setting("layering", to: "wholeSymbol"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An effect that draws the symbol out.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension DisappearSymbolEffect: IndefiniteSymbolEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension DisappearSymbolEffect: TransitionSymbolEffect {}
