// ViewLifecycle · HeadlessSwiftUI

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration (for use inside a custom style).
    ///
    /// - Parameter configuration: The properties of the form.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}
