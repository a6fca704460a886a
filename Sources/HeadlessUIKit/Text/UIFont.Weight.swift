// ViewLifecycle · HeadlessUIKit

extension UIFont {
    /// A font weight, with UIKit's values.
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The weight's value, from -1 (thinnest) to 1 (heaviest).
        public let rawValue: CGFloat

        /// Creates a weight.
        ///
        /// - Parameter rawValue: The value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight.
        ///
        /// - Parameter rawValue: The value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// Black.
        public static let black = Weight(0.62)

        /// The name the system font gives this weight.
        var nameSuffix: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Regular"
            }
        }
    }
}
