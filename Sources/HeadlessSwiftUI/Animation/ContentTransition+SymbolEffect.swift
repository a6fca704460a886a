// ViewLifecycle · HeadlessSwiftUI

import Symbols

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentTransition {
    /// A content transition that replaces one symbol with another through a symbol effect (kept by
    /// the effect's type, so its variants and options compare equal: nothing is animated
    /// headlessly, and where the platform has its own Symbols framework its effects say no more).
    ///
    /// - Parameters:
    ///   - effect: The effect, `.replace` or `.automatic`.
    ///   - options: Its speed and repetition.
    /// - Returns: The content transition.
    public static func symbolEffect<T>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition where T: ContentTransitionSymbolEffect, T: SymbolEffect {
        ContentTransition(name: "symbolEffect(\(T.self))")
    }

    /// The automatic symbol effect as a content transition.
    public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }
}
