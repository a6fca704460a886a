// ViewLifecycle · HeadlessUIKit

extension UIApplication {
    /// The keys of the options `open(_:options:completionHandler:)` takes.
    public struct OpenExternalURLOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String

        /// Creates a key from its string.
        ///
        /// - Parameter rawValue: The key's string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Opens the URL only as a universal link of an installed app (a `Bool`); headlessly no
        /// app is installed, so such a URL never opens.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}
