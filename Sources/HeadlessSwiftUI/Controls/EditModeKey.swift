// ViewLifecycle · HeadlessSwiftUI

/// The environment key of `editMode`: no binding unless a view provides one.
struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
