// ViewLifecycle · HeadlessSwiftUI

/// Defines the implementation of all `IndexView` instances within a view hierarchy (inert).
public protocol IndexViewStyle {}
