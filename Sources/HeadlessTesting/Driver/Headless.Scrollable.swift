// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Which scrollable (a `ScrollView` or a `List` on screen) a scroll call drags.
    public struct Scrollable: Sendable {
        enum Choice: Sendable {
            case position(Int)
            case containing(Locator)
        }

        let choice: Choice

        /// The first scrollable on screen, outermost first in the order they were built.
        public static var first: Scrollable { Scrollable(choice: .position(0)) }

        /// The scrollable at `index` among those on screen (0 is ``first``).
        ///
        /// - Parameter index: The position, in the order the scrollables were built.
        /// - Returns: The choice.
        public static func number(_ index: Int) -> Scrollable { Scrollable(choice: .position(index)) }

        /// The innermost scrollable on screen showing an element `locator` names.
        ///
        /// - Parameter locator: A label (a string literal) or `.identifier(_:)` of a shown element.
        /// - Returns: The choice.
        public static func containing(_ locator: Locator) -> Scrollable {
            Scrollable(choice: .containing(locator))
        }
    }
}
