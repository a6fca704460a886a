// ViewLifecycle · HeadlessSwiftUI

extension ProgressView {
    /// Creates a progress view based on a style configuration (for use inside a custom style).
    ///
    /// - Parameter configuration: The properties of the progress view being styled.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where
        Label == ProgressViewStyleConfiguration.Label,
        CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
    {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}
