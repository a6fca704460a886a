// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that scales the symbol up or down while active (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "scale")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The effect moving upward.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(configuration.setting("direction", to: "up")) }

    /// The effect moving downward.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(configuration.setting("direction", to: "down")) }

    /// The effect animating each layer of the symbol separately.
    public var byLayer: ScaleSymbolEffect {
        ScaleSymbolEffect(configuration.setting("layering", to: "byLayer"))
    }

    /// The effect animating the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect {
        ScaleSymbolEffect(configuration.setting("layering", to: "wholeSymbol"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An effect that scales the symbol up or down while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScaleSymbolEffect: IndefiniteSymbolEffect {}
