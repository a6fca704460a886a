// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `accessibilityElement(children:)`: its content becomes one element.
package struct _AccessibilityElementModifier: ViewModifier, PrimitiveModifier, Equatable {
    package typealias Body = Never
    package let children: AccessibilityChildBehavior
}

extension View {
    /// Creates a new accessibility element, or modifies the `AccessibilityChildBehavior` of the
    /// existing accessibility element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityElementModifier(children: children))
    }
}
