// ViewLifecycle · HeadlessSwiftUI

import Symbols

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Runs a symbol effect on the symbol images inside this view while it is active (drawn only:
    /// the effect and options are kept and listed in `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - effect: The effect, `.pulse` or `.variableColor.iterative`, say.
    ///   - options: Its speed and repetition.
    ///   - isActive: Whether it runs.
    /// - Returns: The view with the effect.
    public func symbolEffect<T>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect {
        inert(
            .symbolEffect(effect.configuration, options, isActive: isActive),
            api: "View.symbolEffect(_:options:isActive:)")
    }

    /// Plays a symbol effect on the symbol images inside this view each time a value changes
    /// (drawn only: the effect and options are kept and listed in `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - effect: The effect, `.bounce`, say.
    ///   - options: Its speed and repetition.
    ///   - value: The value whose changes play it.
    /// - Returns: The view with the effect.
    public func symbolEffect<T, U>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
        inert(
            .symbolEffect(effect.configuration, options, isActive: true),
            api: "View.symbolEffect(_:options:value:)")
    }
}
