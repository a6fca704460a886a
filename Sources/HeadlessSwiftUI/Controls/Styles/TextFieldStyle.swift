// ViewLifecycle · HeadlessSwiftUI

/// A specification for the appearance and interaction of a text field. Built-in values only: the style is drawn only, carried by the shared control attribute
/// modifier.
@MainActor @preconcurrency
public protocol TextFieldStyle {}
