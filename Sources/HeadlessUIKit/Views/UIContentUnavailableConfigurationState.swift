// ViewLifecycle · HeadlessUIKit

/// The state a content-unavailable configuration is updated for: traits, the search text, and custom
/// states by key.
@available(iOS 17.0, *)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view; a default trait collection until set.
    public var traitCollection: UITraitCollection {
        get { storedTraitCollection ?? MainActor.assumeIsolated { UITraitCollection() } }
        set { storedTraitCollection = newValue }
    }
    /// The text of the search the view shows results of, if any.
    public var searchText: String?
    /// The traits set, if any.
    private var storedTraitCollection: UITraitCollection?
    /// The custom states, by key.
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with default traits (what the generated controllers report).
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

extension UIContentUnavailableConfigurationState: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The type and its search text.
    public var description: String {
        ConfigurationDescription.text("UIContentUnavailableConfigurationState", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the search text.
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> { ["searchText": searchText] }
}
