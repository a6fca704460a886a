// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that lights the symbol's variable-color layers in turn (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct VariableColorSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "variableColor")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The effect playing forward, then in reverse.
    public var reversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration.setting("playback", to: "reversing"))
    }

    /// The effect playing forward only.
    public var nonReversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration.setting("playback", to: "nonReversing"))
    }

    /// The effect lighting layers in turn and keeping them lit.
    public var cumulative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration.setting("fill", to: "cumulative"))
    }

    /// The effect lighting one layer at a time.
    public var iterative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration.setting("fill", to: "iterative"))
    }

    /// The effect hiding the layers it is not lighting.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration.setting("inactiveLayers", to: "hideInactiveLayers"))
    }

    /// The effect dimming the layers it is not lighting.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(configuration.setting("inactiveLayers", to: "dimInactiveLayers"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An effect that lights the symbol's variable-color layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VariableColorSymbolEffect: IndefiniteSymbolEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension VariableColorSymbolEffect: DiscreteSymbolEffect {}
