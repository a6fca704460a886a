// ViewLifecycle · HeadlessSwiftUI

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View {
        let content: any View
    }

    /// A type-erased content of a group box.
    public struct Content: View {
        let content: any View
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}
