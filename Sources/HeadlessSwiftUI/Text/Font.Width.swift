// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Font {
    /// A width to use for fonts that have multiple widths.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct Width: Hashable, Sendable {
        /// The width's value, from -1 (narrowest) to 1 (widest), as UIKit's font width traits.
        public var value: CGFloat

        /// A width narrower than condensed.
        public static let compressed = Width(-0.3)
        /// A width narrower than standard.
        public static let condensed = Width(-0.2)
        /// The default width.
        public static let standard = Width(0)
        /// A width wider than standard.
        public static let expanded = Width(0.2)

        /// Creates a width from a value.
        ///
        /// - Parameter value: The width, from -1 (narrowest) to 1 (widest).
        public init(_ value: CGFloat) {
            self.value = value
        }
    }
}
