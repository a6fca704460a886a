// ViewLifecycle · HeadlessSwiftUI

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public struct Content: View {
        let content: any View
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content

    /// A type-erased label of a control group.
    public struct Label: View {
        let content: any View
    }

    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}
