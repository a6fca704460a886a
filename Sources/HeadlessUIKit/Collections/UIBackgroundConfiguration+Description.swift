// ViewLifecycle · HeadlessUIKit

extension UIBackgroundConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
{
    /// The type and its main fields (backgroundColor, cornerRadius, customView).
    public var description: String {
        ConfigurationDescription.text("UIBackgroundConfiguration", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the main fields (backgroundColor, cornerRadius, customView).
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        ["backgroundColor": backgroundColor, "cornerRadius": cornerRadius, "customView": customView]
    }
}
