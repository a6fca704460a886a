// ViewLifecycle · HeadlessSwiftUI

/// The key of the style navigation split views below take.
struct NavigationSplitViewStyleKindKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyleKind.automatic
}
