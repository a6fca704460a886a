// ViewLifecycle · HeadlessSwiftUI

#if canImport(Accessibility)
    import Accessibility
#endif

// Labelled facts VoiceOver reads on request ("More Content"): stored with the view's other
// accessibility attributes, keyed by their identifier.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Adds a labelled fact about the view, named by a key, that assistive technologies read on
    /// request; a `nil` value removes the key's fact.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(
            .customContent(label: key.label, id: key.id, value: value?.string, importance: importance))
    }

    /// Adds a labelled fact about the view, named by a key, with a localized value.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(
            .customContent(label: key.label, id: key.id, value: valueKey.key, importance: importance))
    }

    /// Adds a labelled fact about the view, named by a key, with a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where V: StringProtocol {
        accessibility(
            .customContent(label: key.label, id: key.id, value: String(value), importance: importance))
    }

    /// Adds a labelled fact about the view that assistive technologies read on request.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(
            .customContent(label: label.string, id: label.string, value: value.string, importance: importance)
        )
    }

    /// Adds a fact about the view with a localized label.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(
            .customContent(label: labelKey.key, id: labelKey.key, value: value.string, importance: importance)
        )
    }

    /// Adds a fact about the view with a localized label and value.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(
            .customContent(label: labelKey.key, id: labelKey.key, value: valueKey.key, importance: importance)
        )
    }

    /// Adds a fact about the view with a localized label and a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where V: StringProtocol {
        accessibility(
            .customContent(
                label: labelKey.key, id: labelKey.key, value: String(value), importance: importance))
    }

    /// Unavailable, as on a device: wrap the label and the value in `Text`.
    @available(
        *, unavailable,
        message:
            "Using non-localized strings for labels is not directly supported. Instead, wrap both the label and the value in a Text struct."
    )
    @_disfavoredOverload
    public func accessibilityCustomContent<L, V>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where L: StringProtocol, V: StringProtocol {
        fatalError("unavailable")
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds a labelled fact about the view, named by a key, that assistive technologies read on
    /// request; a `nil` value removes the key's fact.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        adding(.customContent(label: key.label, id: key.id, value: value?.string, importance: importance))
    }

    /// Adds a labelled fact about the view, named by a key, with a localized value.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        adding(.customContent(label: key.label, id: key.id, value: valueKey.key, importance: importance))
    }

    /// Adds a labelled fact about the view, named by a key, with a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> where V: StringProtocol {
        adding(.customContent(label: key.label, id: key.id, value: String(value), importance: importance))
    }

    /// Adds a labelled fact about the view that assistive technologies read on request.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        adding(
            .customContent(label: label.string, id: label.string, value: value.string, importance: importance)
        )
    }

    /// Adds a fact about the view with a localized label.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        adding(
            .customContent(label: labelKey.key, id: labelKey.key, value: value.string, importance: importance)
        )
    }

    /// Adds a fact about the view with a localized label and value.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> {
        adding(
            .customContent(label: labelKey.key, id: labelKey.key, value: valueKey.key, importance: importance)
        )
    }

    /// Adds a fact about the view with a localized label and a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> where V: StringProtocol {
        adding(
            .customContent(
                label: labelKey.key, id: labelKey.key, value: String(value), importance: importance))
    }

    /// Unavailable, as on a device: wrap the label and the value in `Text`.
    @available(
        *, unavailable,
        message:
            "Using non-localized strings for labels is not directly supported. Instead, wrap both the label and the value in a Text struct."
    )
    @_disfavoredOverload
    public func accessibilityCustomContent<L, V>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Content, Modifier> where L: StringProtocol, V: StringProtocol {
        fatalError("unavailable")
    }
}
