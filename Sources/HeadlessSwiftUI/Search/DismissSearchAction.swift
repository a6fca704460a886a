// ViewLifecycle · HeadlessSwiftUI

/// An action that can end a search interaction.
public struct DismissSearchAction {
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
