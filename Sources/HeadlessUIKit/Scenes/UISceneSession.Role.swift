// ViewLifecycle · HeadlessUIKit

extension UISceneSession {
    /// The role a scene plays, such as the app's main windowed interface.
    public struct Role: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The role's name.
        public var rawValue: String

        /// A role with the given name.
        ///
        /// - Parameter rawValue: The role's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A role with the given name.
        ///
        /// - Parameter rawValue: The role's name.
        package init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app's main windowed interface: the role of every scene here.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")

        /// An interface shown on an external display that does not take input.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
