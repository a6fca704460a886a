// ViewLifecycle · HeadlessSwiftUI

/// An action that can end a search interaction.
public struct DismissSearchAction {
    /// Clears the search text and ends searching; the default, outside a search, does nothing.
    /// Set through the memberwise initializer, `DismissSearchAction { ... }`.
    var action: () -> Void = {}

    /// Dismisses the current search operation, if any: the search text is cleared and
    /// `isSearching` becomes `false`.
    public func callAsFunction() {
        action()
    }
}
