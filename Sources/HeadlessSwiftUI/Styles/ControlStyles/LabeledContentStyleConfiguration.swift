// ViewLifecycle · HeadlessSwiftUI

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        let content: any View
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        let content: any View
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}
