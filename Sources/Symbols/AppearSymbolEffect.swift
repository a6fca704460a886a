// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that draws the symbol in (drawn only: nothing is drawn headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AppearSymbolEffect: SymbolEffect {
    /// The effect and its settings.
    public let configuration: SymbolEffectConfiguration

    @usableFromInline init() {
        configuration = SymbolEffectConfiguration(effect: "appear")
    }

    init(_ configuration: SymbolEffectConfiguration) {
        self.configuration = configuration
    }

    /// The effect moving upward.
    public var up: AppearSymbolEffect { AppearSymbolEffect(configuration.setting("direction", to: "up")) }

    /// The effect moving downward.
    public var down: AppearSymbolEffect { AppearSymbolEffect(configuration.setting("direction", to: "down")) }

    /// The effect animating each layer of the symbol separately.
    public var byLayer: AppearSymbolEffect {
        AppearSymbolEffect(configuration.setting("layering", to: "byLayer"))
    }

    /// The effect animating the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect {
        AppearSymbolEffect(configuration.setting("layering", to: "wholeSymbol"))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SymbolEffect where Self == AppearSymbolEffect {
    /// An effect that draws the symbol in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AppearSymbolEffect: IndefiniteSymbolEffect {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension AppearSymbolEffect: TransitionSymbolEffect {}
