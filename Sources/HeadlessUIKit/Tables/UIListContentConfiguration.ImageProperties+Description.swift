// ViewLifecycle · HeadlessUIKit

extension UIListContentConfiguration.ImageProperties: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The type and its main fields (tintColor, maximumSize, reservedLayoutSize).
    public var description: String {
        ConfigurationDescription.text("UIListContentConfiguration.ImageProperties", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the main fields (tintColor, maximumSize, reservedLayoutSize).
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        ["tintColor": tintColor, "maximumSize": maximumSize, "reservedLayoutSize": reservedLayoutSize]
    }
}
