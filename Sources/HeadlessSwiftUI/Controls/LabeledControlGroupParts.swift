// ViewLifecycle · HeadlessSwiftUI

/// The parts of a labeled control group's content, read without knowing its generic types.
@MainActor
protocol LabeledControlGroupParts {
    /// The group's controls.
    var groupContent: any View { get }
    /// The group's label.
    var groupLabel: any View { get }
}

extension LabeledControlGroupContent: LabeledControlGroupParts {
    var groupContent: any View { content }
    var groupLabel: any View { label }
}
