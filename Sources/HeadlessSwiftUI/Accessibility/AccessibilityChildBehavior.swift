// ViewLifecycle · HeadlessSwiftUI

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int

    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}
