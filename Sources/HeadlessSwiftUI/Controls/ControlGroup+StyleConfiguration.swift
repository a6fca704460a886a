// ViewLifecycle · HeadlessSwiftUI

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration (for use inside a custom style).
    ///
    /// - Parameter configuration: The properties of the control group being styled.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
    }
}

extension ControlGroup {
    /// The group's content and label as a custom style receives them (an empty label when the
    /// group has none).
    var configuration: ControlGroupStyleConfiguration {
        if let labeled = content as? any LabeledControlGroupParts {
            return ControlGroupStyleConfiguration(
                content: .init(content: labeled.groupContent), label: .init(content: labeled.groupLabel))
        }
        return ControlGroupStyleConfiguration(
            content: .init(content: content), label: .init(content: EmptyView()))
    }
}
