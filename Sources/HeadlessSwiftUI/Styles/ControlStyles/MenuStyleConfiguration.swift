// ViewLifecycle · HeadlessSwiftUI

/// A configuration of a menu (its parts are reached through `Menu(_:)`).
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label: View {
        let content: any View
    }

    /// A type-erased content of a menu.
    public struct Content: View {
        let content: any View
    }

    let label: MenuStyleConfiguration.Label
    let content: MenuStyleConfiguration.Content
    let primaryAction: (() -> Void)?
}
