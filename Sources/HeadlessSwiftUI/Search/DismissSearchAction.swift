// ViewLifecycle · HeadlessSwiftUI

/// An action that can end a search interaction.
public struct DismissSearchAction {
    /// Clears the search text and ends searching; the default, outside a search, does nothing.
    let action: () -> Void

    init(_ action: @escaping () -> Void = {}) {
        self.action = action
    }

    /// Dismisses the current search operation, if any: the search text is cleared and
    /// `isSearching` becomes `false`.
    public func callAsFunction() {
        action()
    }
}
