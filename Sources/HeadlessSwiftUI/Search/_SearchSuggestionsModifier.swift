// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `searchSuggestions(_:)`: while the enclosing search is active (the user
/// typed in its field), the suggestions are in the graph after the content, where the screen
/// shows them and a tap on one marked `searchCompletion(_:)` fills the field. They leave the
/// graph when the search ends (their state goes with them, as a device's suggestion list does),
/// and stay out while `searchSuggestions(.hidden, for: .content)` is above them.
struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let suggestions: Suggestions

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        if node.environment.isSearching, node.environment.searchSuggestionsContentVisibility != .hidden {
            list.append(.overlay, suggestions)
        }
    }
}

extension View {
    /// Configures the search suggestions for this view, shown while the user searches.
    ///
    /// - Parameter suggestions: A view builder that produces content that populates a list of
    ///   suggestions.
    /// - Returns: A view that shows `suggestions` during a search.
    @available(iOS 16.0, tvOS 16.0, *)
    public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> some View where S: View {
        modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion: a tap on it puts `completion` in the search field.
    ///
    /// - Parameter completion: The string to put in the search field.
    /// - Returns: A view that completes the search with `completion` when tapped.
    @available(iOS 15.0, tvOS 15.0, *)
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }
}
