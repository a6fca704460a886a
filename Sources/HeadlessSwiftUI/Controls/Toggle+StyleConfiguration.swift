// ViewLifecycle · HeadlessSwiftUI

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration, so a custom style can wrap the
    /// standard toggle (it shows as a plain toggle: the style below a custom body is built-in).
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a binding
    ///   to the toggle's state.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
