// ViewLifecycle · HeadlessSwiftUI

/// The key of `isSearching`.
struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// The key of `dismissSearch`.
struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction() }
}

/// The enclosing `searchable` modifier's state, for its suggestions and their completions.
package struct SearchStateKey: EnvironmentKey {
    package static var defaultValue: SearchState? { nil }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}
