// ViewLifecycle · HeadlessUIKit

extension UIContentUnavailableConfiguration.ButtonProperties: CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The type and its main fields (primaryAction, menu, isEnabled).
    public var description: String {
        ConfigurationDescription.text("UIContentUnavailableConfiguration.ButtonProperties", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the main fields (primaryAction, menu, isEnabled).
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        ["primaryAction": primaryAction, "menu": menu, "isEnabled": isEnabled]
    }
}
