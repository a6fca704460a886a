// ViewLifecycle · HeadlessSwiftUI

/// A navigation link's value, read by a list with a selection: in a list row, a
/// `NavigationLink(value:)` selects its value rather than pushing it (Apple's `List`
/// documentation on navigation split views).
@MainActor
package protocol NavigationLinkValueReading {
    /// The link's value, if it presents one.
    var linkValue: AnyHashable? { get }
}
