// ViewLifecycle · HeadlessSwiftUI

import Symbols

/// A transition that draws a symbol in and out with a symbol effect (drawn only: its content is
/// shown unchanged in every phase).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SymbolEffectTransition: Transition {
    /// The effect that draws the symbol in and out.
    let configuration: SymbolEffectConfiguration
    /// How the effect plays.
    let options: SymbolEffectOptions

    /// Creates a transition that plays an effect as its symbol appears and disappears.
    ///
    /// - Parameters:
    ///   - effect: The effect, `.appear`, `.disappear` or `.automatic`.
    ///   - options: Its speed and repetition.
    public init<T>(effect: T, options: SymbolEffectOptions) where T: SymbolEffect, T: TransitionSymbolEffect {
        configuration = effect.configuration
        self.options = options
    }

    /// The content, unchanged: the effect moves nothing headlessly.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: SymbolEffectTransition.Content, phase: TransitionPhase) -> some View {
        content
    }

    /// A symbol effect does not move its view.
    public static let properties = TransitionProperties(hasMotion: false)
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == SymbolEffectTransition {
    /// A transition that plays a symbol effect as its symbol appears and disappears.
    ///
    /// - Parameters:
    ///   - effect: The effect, `.appear`, `.disappear` or `.automatic`.
    ///   - options: Its speed and repetition.
    /// - Returns: The transition.
    public static func symbolEffect<T>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition where T: SymbolEffect, T: TransitionSymbolEffect {
        SymbolEffectTransition(effect: effect, options: options)
    }

    /// The automatic symbol effect as a transition.
    public static var symbolEffect: SymbolEffectTransition { symbolEffect(.automatic) }
}
