// ViewLifecycle · HeadlessSwiftUI

/// The key of `isSearching`.
struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of `dismissSearch`.
struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction() }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}
