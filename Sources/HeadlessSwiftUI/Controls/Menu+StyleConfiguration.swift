// ViewLifecycle · HeadlessSwiftUI

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration (for use inside a custom style).
    ///
    /// - Parameter configuration: The properties of the menu being styled.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        primaryAction = configuration.primaryAction
    }
}
