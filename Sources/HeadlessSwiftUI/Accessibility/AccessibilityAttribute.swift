// ViewLifecycle · HeadlessSwiftUI

/// One thing an accessibility modifier says about its content's elements.
package enum AccessibilityAttribute: Equatable, Sendable {
    case label(String)
    case identifier(String)
    case value(String)
    case hint(String)
    /// `accessibilityInputLabels(_:)`: what Voice Control and Full Keyboard Access users may say
    /// or type for the element (stored only: the screen names an element by its label).
    case inputLabels([String])
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case hidden(Bool)
    /// `accessibility(sortPriority:)`, `selectionIdentifier:` and `activationPoint:`: stored only
    /// (the screen reads elements in view order; nothing is activated at a point).
    case storedOnly(String)
    /// `accessibilityCustomContent(_:_:importance:)`: a labelled fact VoiceOver reads on request
    /// (stored only, in the order given).
    case customContent(label: String, id: String, value: String?, importance: AXCustomContent.Importance)
    /// `accessibilityAction(_:_:)` and `accessibilityAction(named:_:)`.
    case action(AccessibilityActionKind, AccessibilityActionHandler)
}
