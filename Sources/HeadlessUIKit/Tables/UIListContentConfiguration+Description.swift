// ViewLifecycle · HeadlessUIKit

extension UIListContentConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable
{
    /// The type and its main fields (text, secondaryText, image).
    public var description: String {
        ConfigurationDescription.text("UIListContentConfiguration", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the main fields (text, secondaryText, image).
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        ["text": text, "secondaryText": secondaryText, "image": image]
    }
}
