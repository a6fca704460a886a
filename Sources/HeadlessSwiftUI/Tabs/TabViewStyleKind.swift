// ViewLifecycle · HeadlessSwiftUI

/// Which of the built-in tab view styles is in the environment: `TabView` reads it to pick its
/// container (a tab bar, or pages).
enum TabViewStyleKind: Equatable, Sendable {
    /// `.automatic` (`DefaultTabViewStyle`): a tab bar.
    case automatic
    /// `.page` (`PageTabViewStyle`): pages turned by a swipe, with an index that shows per mode.
    case page(indexDisplayMode: Int)

    /// The kind of a style value.
    init(_ style: some TabViewStyle) {
        if let page = style as? PageTabViewStyle {
            self = .page(indexDisplayMode: page.indexDisplayMode.rawValue)
        } else {
            self = .automatic
        }
    }
}

/// The key of the tab view style below a `tabViewStyle(_:)`.
struct TabViewStyleKindKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.automatic
}

extension EnvironmentValues {
    /// The tab view style set by the nearest `tabViewStyle(_:)` above.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}
