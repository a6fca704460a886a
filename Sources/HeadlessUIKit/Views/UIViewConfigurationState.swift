// ViewLifecycle · HeadlessUIKit

/// A view's state that its configurations are updated for: traits, disabled, highlighted, selected,
/// focused and pinned, plus custom states by key.
@available(iOS 14.0, *)
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view; a default trait collection until set.
    public var traitCollection: UITraitCollection {
        get { storedTraitCollection ?? MainActor.assumeIsolated { UITraitCollection() } }
        set { storedTraitCollection = newValue }
    }
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned header).
    @available(iOS 15.0, *)
    public var isPinned = false
    /// The traits set, if any.
    private var storedTraitCollection: UITraitCollection?
    /// The custom states, by key.
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with default traits (what the generated views report).
    package init() {}

    /// Creates a state with the given traits, nothing else set.
    public init(traitCollection: UITraitCollection) {
        storedTraitCollection = traitCollection
    }

    /// The custom state for `key`, nil when none is set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

extension UIViewConfigurationState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The type and its flags.
    public var description: String {
        ConfigurationDescription.text("UIViewConfigurationState", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the flags.
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        [
            "isDisabled": isDisabled, "isHighlighted": isHighlighted, "isSelected": isSelected,
            "isFocused": isFocused, "isPinned": isPinned,
        ]
    }
}
