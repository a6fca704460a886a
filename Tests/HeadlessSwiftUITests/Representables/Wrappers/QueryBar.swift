// ViewLifecycle · HeadlessSwiftUITests

/// A search bar as apps wrap one: its coordinator keeps the query binding and ends editing on
/// the search key.
struct QueryBar: UIViewRepresentable {
    @Binding var query: String
    var onSearch: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(query: $query, onSearch: onSearch) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.placeholder = "Search fruit"
        bar.searchBarStyle = .minimal
        bar.autocapitalizationType = .none
        bar.delegate = context.coordinator
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) {
        log("updateUIView \(query)")
        uiView.text = query
    }

    /// The search bar's delegate.
    final class Coordinator: NSObject, UISearchBarDelegate {
        @Binding var query: String
        let onSearch: () -> Void

        init(query: Binding<String>, onSearch: @escaping () -> Void) {
            _query = query
            self.onSearch = onSearch
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log("textDidChange \(searchText)")
            query = searchText
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            log("searchClicked")
            searchBar.resignFirstResponder()
            onSearch()
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log("didEnd") }
    }
}
