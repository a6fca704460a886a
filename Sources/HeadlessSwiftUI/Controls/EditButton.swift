// ViewLifecycle · HeadlessSwiftUI

/// A button that toggles the edit mode environment value.
///
/// On screen `Button "Edit"` or `Button "Done"`. It toggles the environment's `editMode`
/// binding; where no view provides one, it keeps a mode of its own (so its title still flips).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// Creates an Edit button instance.
    public init() {}

    /// The content and behavior of the view.
    public var body: some View {
        let mode = editMode ?? $ownMode
        Button(mode.wrappedValue.isEditing ? "Done" : "Edit") {
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
