// ViewLifecycle · HeadlessSwiftUI

/// The key under which a split view's column reaches the views inside it.
struct NavigationSplitColumnKey: EnvironmentKey {
    static let defaultValue: NavigationSplitColumnContext? = nil
}
