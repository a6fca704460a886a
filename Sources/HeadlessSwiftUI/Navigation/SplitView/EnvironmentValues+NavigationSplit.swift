// ViewLifecycle · HeadlessSwiftUI

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
