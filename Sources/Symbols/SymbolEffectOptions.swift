// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// How a symbol effect plays: its speed and how often it repeats.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How often an effect repeats.
    enum Repetition: Hashable, Sendable {
        /// As the effect's context decides.
        case automatic
        /// A number of times, or `nil` for the system's count.
        case count(Int?)
        /// Until the effect is removed.
        case repeating
        /// Once.
        case nonRepeating
    }

    /// The speed multiplier, 1 unless set.
    private(set) var speed: Double = 1
    /// How often the effect repeats.
    private(set) var repetition = Repetition.automatic

    /// Options at the default speed, repeating as the effect's context decides.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// Options with a speed multiplier.
    ///
    /// - Parameter speed: How much faster than normal the effect plays.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options with a speed multiplier.
    ///
    /// - Parameter speed: How much faster than normal the effect plays.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }

    /// Options that repeat an effect a number of times.
    ///
    /// - Parameter count: How many times to play it, or `nil` for the system's count.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// These options, repeating an effect a number of times.
    ///
    /// - Parameter count: How many times to play it, or `nil` for the system's count.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { repeating(.count(count)) }

    /// Options that repeat an effect until it is removed.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

    /// These options, repeating an effect until it is removed.
    public var repeating: SymbolEffectOptions { repeating(.repeating) }

    /// Options that play an effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// These options, playing an effect once.
    public var nonRepeating: SymbolEffectOptions { repeating(.nonRepeating) }

    private func repeating(_ repetition: Repetition) -> SymbolEffectOptions {
        var copy = self
        copy.repetition = repetition
        return copy
    }

}
