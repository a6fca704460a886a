// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Adds an accessibility action to the view. Actions allow assistive technologies, such as
    /// VoiceOver, to interact with the view by invoking the action.
    ///
    /// - Parameters:
    ///   - actionKind: The kind of action; `.default` is the view's activation (its tap).
    ///   - handler: What the action does.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attributes: [.action(actionKind, .init(perform: handler))]))
    }

    /// Adds an accessibility action to the view, named by the text.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    public func accessibilityAction(
        named name: Text, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an accessibility action to the view, named by the localized string key.
    ///
    /// - Parameters:
    ///   - nameKey: The key of the action's localized name.
    ///   - handler: What the action does.
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an accessibility action to the view, named by the string.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    @_disfavoredOverload
    public func accessibilityAction<S>(
        named name: S, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds an accessibility action labelled by a view (its texts name the action).
    ///
    /// - Parameters:
    ///   - action: What the action does.
    ///   - label: The view whose elements name the action.
    public func accessibilityAction<Label>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View where Label: View {
        let label = label()
        return modifier(
            _AccessibilityActionsModifier(actions: AnyView(Button(action: action, label: { label }))))
    }

    /// Adds multiple accessibility actions to the view: each control in `content` (a `Button`,
    /// a `Toggle`) is an action named by its label, which performing it taps.
    ///
    /// - Parameter content: The actions' views; they are built (so they keep state) but shown
    ///   only as the view's named actions.
    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View
    where Content: View {
        modifier(_AccessibilityActionsModifier(actions: AnyView(content())))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds an accessibility action to the view. Actions allow assistive technologies, such as
    /// VoiceOver, to interact with the view by invoking the action.
    ///
    /// - Parameters:
    ///   - actionKind: The kind of action; `.default` is the view's activation (its tap).
    ///   - handler: What the action does.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(
            content: content,
            modifier: AccessibilityAttachmentModifier(
                attributes: modifier.attributes + [.action(actionKind, .init(perform: handler))]))
    }

    /// Adds an accessibility action to the view, named by the text.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    public func accessibilityAction(
        named name: Text, _ handler: @escaping () -> Void
    ) -> ModifiedContent<
        Content, Modifier
    > {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an accessibility action to the view, named by the localized string key.
    ///
    /// - Parameters:
    ///   - nameKey: The key of the action's localized name.
    ///   - handler: What the action does.
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Content, Modifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an accessibility action to the view, named by the string.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    @_disfavoredOverload
    public func accessibilityAction<S>(
        named name: S, _ handler: @escaping () -> Void
    ) -> ModifiedContent<
        Content, Modifier
    > where S: StringProtocol {
        accessibilityAction(named: Text(name), handler)
    }
}
