// ViewLifecycle · HeadlessSwiftUI

import Symbols

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentTransition {
    /// A content transition that replaces one symbol with another through a symbol effect (kept by
    /// the effect's and options' description: nothing is animated headlessly).
    ///
    /// - Parameters:
    ///   - effect: The effect, `.replace` or `.automatic`.
    ///   - options: Its speed and repetition.
    /// - Returns: The content transition.
    public static func symbolEffect<T>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition where T: ContentTransitionSymbolEffect, T: SymbolEffect {
        ContentTransition(name: "symbolEffect(\(effect.configuration.summary), \(options.summary))")
    }

    /// The automatic symbol effect as a content transition.
    public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }
}
