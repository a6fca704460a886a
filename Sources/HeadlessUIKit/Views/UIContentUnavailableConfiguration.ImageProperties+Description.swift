// ViewLifecycle · HeadlessUIKit

extension UIContentUnavailableConfiguration.ImageProperties: CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The type and its main fields (tintColor, maximumSize).
    public var description: String {
        ConfigurationDescription.text("UIContentUnavailableConfiguration.ImageProperties", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the main fields (tintColor, maximumSize).
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        ["tintColor": tintColor, "maximumSize": maximumSize]
    }
}
