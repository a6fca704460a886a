// ViewLifecycle · HeadlessSwiftUI

/// A view modifier that adds accessibility properties to the view.
///
/// Chained accessibility modifiers merge into one (Apple's return `ModifiedContent` with this
/// modifier, and so do these), so a view keeps one node however many it has. Like Apple's it is
/// not `Equatable`: the graph compares two attachments by their attributes, field by field.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    /// The body of a primitive modifier.
    public typealias Body = Never
    /// The attributes, in the order they were applied (inner first).
    package let attributes: [AccessibilityAttribute]

    /// The content, with a run of drawn-only (inert and style) modifiers directly under it
    /// skipped: they hold no state, so the attachment's node is the run's node too.
    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.appendContentBelowDrawnRun(content)
    }
}

extension View {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.label(label.spoken))
    }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(
        _ labelKey: LocalizedStringKey
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.label(labelKey.key)) }
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { accessibility(.label(String(label))) }

    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(
        _ identifier: String
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.identifier(identifier)) }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(
        _ valueDescription: Text
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.value(valueDescription.string)) }
    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(
        _ valueKey: LocalizedStringKey
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.value(valueKey.key)) }
    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { accessibility(.value(String(value))) }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.hint(hint.string))
    }
    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(
        _ hintKey: LocalizedStringKey
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.hint(hintKey.key)) }
    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { accessibility(.hint(String(hint))) }

    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(
        _ inputLabels: [Text]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.inputLabels(inputLabels.map(\.string)))
    }
    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(
        _ inputLabelKeys: [LocalizedStringKey]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.inputLabels(inputLabelKeys.map(\.key)))
    }
    /// Sets alternate input labels with which users identify a view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S>(
        _ inputLabels: [S]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { accessibility(.inputLabels(inputLabels.map { String($0) })) }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.addTraits(traits)) }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(
        _ traits: AccessibilityTraits
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { accessibility(.removeTraits(traits)) }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(.hidden(hidden))
    }

    func accessibility(
        _ attribute: AccessibilityAttribute
    ) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { modifier(AccessibilityAttachmentModifier(attributes: [attribute])) }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        adding(.label(label.spoken))
    }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        adding(.label(labelKey.key))
    }
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        adding(.label(String(label)))
    }
    /// Uses the string you specify to identify the view.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        adding(.identifier(identifier))
    }
    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        adding(.value(valueDescription.string))
    }
    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        adding(.value(valueKey.key))
    }
    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        adding(.value(String(value)))
    }
    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        adding(.hint(hint.string))
    }
    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        adding(.hint(hintKey.key))
    }
    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        adding(.hint(String(hint)))
    }
    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        adding(.inputLabels(inputLabels.map(\.string)))
    }
    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(
        _ inputLabelKeys: [LocalizedStringKey]
    ) -> ModifiedContent<Content, Modifier> {
        adding(.inputLabels(inputLabelKeys.map(\.key)))
    }
    /// Sets alternate input labels with which users identify a view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier>
    where S: StringProtocol {
        adding(.inputLabels(inputLabels.map { String($0) }))
    }
    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        adding(.addTraits(traits))
    }
    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier>
    {
        adding(.removeTraits(traits))
    }
    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        adding(.hidden(hidden))
    }

    /// This view with `attribute` added to its accessibility element: every accessibility
    /// modifier chained on an element, current or deprecated, adds to the one element.
    func adding(_ attribute: AccessibilityAttribute) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(
            content: content,
            modifier: AccessibilityAttachmentModifier(attributes: modifier.attributes + [attribute]))
    }
}
