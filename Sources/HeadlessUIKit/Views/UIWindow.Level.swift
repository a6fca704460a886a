// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIWindow {
    /// A window's level in the stack of windows, with UIKit's values.
    public struct Level: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The level's value.
        public let rawValue: CGFloat

        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The value's type.
        public typealias RawValue = CGFloat

        /// The level of app windows (0).
        public static let normal = UIWindow.Level(0)
        /// The level of alerts (2000).
        public static let alert = UIWindow.Level(2000)
        /// The level of the status bar (1000).
        public static let statusBar = UIWindow.Level(1000)
    }
}
