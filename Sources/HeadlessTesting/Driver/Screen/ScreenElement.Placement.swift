// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenElement {
    /// Where an element shows: in the content where it was declared, or moved into a bar, as
    /// `navigationTitle` and toolbar items are.
    enum Placement: Equatable, Sendable {
        /// Where the view is, in the order of the content.
        case content
        /// In the navigation bar of the nearest navigation stack (a title, a toolbar item).
        case navigationBar
        /// In the bottom toolbar of the nearest navigation stack.
        case bottomBar
    }
}
