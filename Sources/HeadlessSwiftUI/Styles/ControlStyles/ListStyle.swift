// ViewLifecycle · HeadlessSwiftUI

/// A protocol that describes the behavior and appearance of a list. Built-in values only: the style is drawn only, carried by the shared control attribute
/// modifier.
@MainActor @preconcurrency
public protocol ListStyle {}
