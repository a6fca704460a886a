// ViewLifecycle · HeadlessSwiftUI

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool {
        self != .inactive
    }
}
