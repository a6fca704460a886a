// ViewLifecycle · HeadlessSwiftUI

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration (for use inside a custom style).
    ///
    /// - Parameter configuration: The properties of the group box instance being created.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}
