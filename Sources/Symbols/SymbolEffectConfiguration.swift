// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// What a symbol effect is and how it is set: equal when the effect and every setting are.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SymbolEffectConfiguration: Hashable, Sendable {
    /// The effect's name, as its static member spells it (`bounce`).
    let effect: String
    /// Each setting a variant chose (`direction` to `up`), the last choice per setting.
    private(set) var settings: [String: String] = [:]

    init(effect: String) {
        self.effect = effect
    }

    /// The configuration with one setting chosen, replacing an earlier choice for it
    /// (`.bounce.up.down` bounces down).
    func setting(_ name: String, to value: String) -> SymbolEffectConfiguration {
        var copy = self
        copy.settings[name] = value
        return copy
    }

}
