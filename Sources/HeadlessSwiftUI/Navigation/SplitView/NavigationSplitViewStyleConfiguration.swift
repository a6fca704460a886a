// ViewLifecycle · HeadlessSwiftUI

/// The properties of a navigation split view instance.
public struct NavigationSplitViewStyleConfiguration {}
