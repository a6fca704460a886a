// ViewLifecycle · HeadlessSwiftUI

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: View {
        let content: any View
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label

    /// A type-erased content of a disclosure group.
    public struct Content: View {
        let content: any View
    }

    /// The content of the disclosure group (the style decides whether it shows).
    public let content: DisclosureGroupStyleConfiguration.Content

    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    @MainActor init(label: any View, content: any View, isExpanded: Binding<Bool>) {
        self.label = Label(content: label)
        self.content = Content(content: content)
        _isExpanded = isExpanded
    }
}
