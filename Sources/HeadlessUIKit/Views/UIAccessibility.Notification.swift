// ViewLifecycle · HeadlessUIKit

extension UIAccessibility {
    /// A notification posted to assistive technologies; its raw values are a guess (Docs/Evidence.md).
    public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32

        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The number's type.
        public typealias RawValue = UInt32

        /// The screen changed.
        public static let screenChanged = UIAccessibility.Notification(rawValue: 1000)

        /// The layout of the screen changed.
        public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)

        /// An announcement to speak.
        @available(iOS 4.0, *)
        public static let announcement = UIAccessibility.Notification(rawValue: 1008)

        /// A page scrolled.
        @available(iOS 4.2, *)
        public static let pageScrolled = UIAccessibility.Notification(rawValue: 1009)

        /// Assistive technology pauses.
        @available(iOS 8.0, *)
        public static let pauseAssistiveTechnology = UIAccessibility.Notification(rawValue: 1016)

        /// Assistive technology resumes.
        @available(iOS 8.0, *)
        public static let resumeAssistiveTechnology = UIAccessibility.Notification(rawValue: 1017)
    }
}
