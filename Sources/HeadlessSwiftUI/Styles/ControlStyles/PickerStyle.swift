// ViewLifecycle · HeadlessSwiftUI

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy. Built-in values only: the style is drawn only, carried by the shared control attribute
/// modifier.
@MainActor @preconcurrency
public protocol PickerStyle {}
