// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIFont {
    /// A font width, with UIKit's values (-0.4 compressed to 0.2 expanded).
    @available(iOS 16.0, *)
    public struct Width: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The width's value.
        public let rawValue: CGFloat

        /// Creates a width.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a width.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The value's type.
        public typealias RawValue = CGFloat

        /// Narrower than standard.
        public static let condensed = UIFont.Width(-0.2)
        /// The standard width.
        public static let standard = UIFont.Width(0)
        /// Wider than standard.
        public static let expanded = UIFont.Width(0.2)
        /// The narrowest width.
        public static let compressed = UIFont.Width(-0.4)

        /// The width's part of a system font's name, nil for the standard width.
        var nameInFont: String? {
            switch self {
            case .condensed: "Condensed"
            case .expanded: "Expanded"
            case .compressed: "Compressed"
            case .standard: nil
            default: "Width\(rawValue)"
            }
        }
    }
}
