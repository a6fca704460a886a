// ViewLifecycle · HeadlessSwiftUI

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let content: any View
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let content: any View
    }

    /// The completed fraction of the task represented by the progress view, from `0.0` (not yet
    /// started) to `1.0` (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}
