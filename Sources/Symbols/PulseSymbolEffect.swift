// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that fades the symbol's opacity in and out (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PulseSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "pulse")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The effect animating each layer of the symbol separately.
    public var byLayer: PulseSymbolEffect {
        PulseSymbolEffect(configuration.setting("layering", to: "byLayer"))
    }

    /// The effect animating the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect {
        PulseSymbolEffect(configuration.setting("layering", to: "wholeSymbol"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == PulseSymbolEffect {
    /// An effect that fades the symbol's opacity in and out.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PulseSymbolEffect: IndefiniteSymbolEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PulseSymbolEffect: DiscreteSymbolEffect {}
