// ViewLifecycle · HeadlessSwiftUI

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration.
    ///
    /// - Parameter configuration: The properties of the labeled content.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content)
    }
}
