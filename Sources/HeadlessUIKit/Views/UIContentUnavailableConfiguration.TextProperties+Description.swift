// ViewLifecycle · HeadlessUIKit

extension UIContentUnavailableConfiguration.TextProperties: CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The type and its main fields (font, color, numberOfLines).
    public var description: String {
        ConfigurationDescription.text("UIContentUnavailableConfiguration.TextProperties", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the main fields (font, color, numberOfLines).
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        ["font": font, "color": color, "numberOfLines": numberOfLines]
    }
}
