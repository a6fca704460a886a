// ViewLifecycle · HeadlessSwiftUI

/// The content of `ContentUnavailableView.search`: a "No Results" label with a magnifying
/// glass, and a description that names the query when there is one.
public struct SearchUnavailableContent {
    /// The label of a search-unavailable view.
    public struct Label: View {
        /// The content of the label.
        public var body: some View {
            HeadlessSwiftUI.Label("No Results", systemImage: "magnifyingglass")
        }
    }

    /// The description of a search-unavailable view.
    public struct Description: View {
        let text: String?

        /// The content of the description.
        public var body: some View {
            if let text {
                Text("No results for “\(text)”. Check the spelling or try a new search.")
            } else {
                Text("Check the spelling or try a new search.")
            }
        }
    }

    /// The actions of a search-unavailable view: none.
    public struct Actions: View {
        /// The content of the actions.
        public var body: some View {
            EmptyView()
        }
    }
}
