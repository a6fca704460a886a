// ViewLifecycle · HeadlessSwiftUI

/// A transition that blurs, scales and fades its view in and out. Headlessly the view is left
/// as it is: no blur is drawn.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct BlurReplaceTransition: Transition {
    /// How the view scales as it blurs: compared by name.
    public struct Configuration: Equatable {
        /// The configuration's name.
        let name: String

        /// Scales down as the view leaves, and up as the new one arrives.
        public static var downUp: BlurReplaceTransition.Configuration { Configuration(name: "downUp") }
        /// Scales up as the view leaves, and up as the new one arrives.
        public static var upUp: BlurReplaceTransition.Configuration { Configuration(name: "upUp") }

        /// Whether two configurations are the same.
        ///
        /// - Parameters:
        ///   - a: A configuration.
        ///   - b: Another configuration.
        /// - Returns: Whether they are equal.
        public static func == (
            a: BlurReplaceTransition.Configuration, b: BlurReplaceTransition.Configuration
        ) -> Bool {
            a.name == b.name
        }
    }

    /// The transition's configuration.
    public var configuration: BlurReplaceTransition.Configuration

    /// Creates a blur-replace transition.
    ///
    /// - Parameter configuration: The configuration.
    public init(configuration: BlurReplaceTransition.Configuration) { self.configuration = configuration }

    /// The content, left as it is headlessly in every phase.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: BlurReplaceTransition.Content, phase: TransitionPhase) -> some View { content }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == BlurReplaceTransition {
    /// A blur-replace transition with a configuration.
    ///
    /// - Parameter config: The configuration.
    /// - Returns: The transition.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        Self(configuration: config)
    }

    /// A blur-replace transition that scales down then up.
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}
