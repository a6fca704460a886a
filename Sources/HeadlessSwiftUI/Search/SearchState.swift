// ViewLifecycle · HeadlessSwiftUI

/// The per-identity state of one `searchable` modifier: whether the user is in the search
/// field, and the dismiss action handed to its content (one per identity, so the environment
/// stays the same while nothing changes).
@MainActor
package final class SearchState {
    /// Whether the user has typed in the field since the search last ended.
    var isSearching = false
    /// The node to update when `isSearching` changes.
    weak var node: ViewNode?
    /// The latest text binding, cleared when the search is dismissed.
    package var text: Binding<String>?
    /// The action `dismissSearch` runs.
    private(set) lazy var dismiss = DismissSearchAction { [weak self] in self?.end() }
    /// The environment passed down last, with the values it was made from.
    var lastEnvironment: (parent: EnvironmentValues, isSearching: Bool, result: EnvironmentValues)?

    /// The user typed: searching starts.
    package func begin() {
        guard !isSearching else { return }
        isSearching = true
        node?.invalidate()
    }

    /// The search ends: the text is cleared and the field loses focus.
    func end() {
        guard isSearching else { return }
        isSearching = false
        text?.wrappedValue = ""
        node?.invalidate()
    }

    /// The state kept on `node`, made on first use.
    package static func of(_ node: ViewNode) -> SearchState {
        if let state = node.stateBoxes[key] as? SearchState { return state }
        let state = SearchState()
        state.node = node
        node.stateBoxes[key] = state
        return state
    }

    private static let key = "searchable"
}
