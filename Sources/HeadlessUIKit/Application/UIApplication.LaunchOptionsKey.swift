// ViewLifecycle · HeadlessUIKit

extension UIApplication {
    /// A key of the launch options dictionary passed to the delegate's launch methods.
    public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String

        /// Creates a key from its name.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The runtime's shorthand for `init(rawValue:)` (Apple's type has no unlabelled form).
        package init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}
