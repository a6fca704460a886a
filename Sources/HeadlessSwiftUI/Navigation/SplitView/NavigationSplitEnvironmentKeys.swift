// ViewLifecycle · HeadlessSwiftUI

/// The key of the style navigation split views below take.
struct NavigationSplitViewStyleKindKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyleKind.automatic
}

/// The key under which a split view's column reaches the views inside it.
struct NavigationSplitColumnKey: EnvironmentKey {
    static let defaultValue: NavigationSplitColumnContext? = nil
}

extension EnvironmentValues {
    /// The style navigation split views below take.
    var navigationSplitViewStyleKind: NavigationSplitViewStyleKind {
        get { self[NavigationSplitViewStyleKindKey.self] }
        set { self[NavigationSplitViewStyleKindKey.self] = newValue }
    }

    /// The split view column the view is in, if any.
    var navigationSplitColumn: NavigationSplitColumnContext? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}
