// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Font {
    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        /// The weight's value, from -1 (ultra light) to 1 (black), as UIKit's font weights.
        let value: CGFloat

        /// Ultra light weight.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin weight.
        public static let thin = Weight(value: -0.6)
        /// Light weight.
        public static let light = Weight(value: -0.4)
        /// Regular weight.
        public static let regular = Weight(value: 0)
        /// Medium weight.
        public static let medium = Weight(value: 0.23)
        /// Semibold weight.
        public static let semibold = Weight(value: 0.3)
        /// Bold weight.
        public static let bold = Weight(value: 0.4)
        /// Heavy weight.
        public static let heavy = Weight(value: 0.56)
        /// Black weight.
        public static let black = Weight(value: 0.62)
    }
}
