// ViewLifecycle · HeadlessSwiftUI

@available(iOS 16.0, macOS 13.0, *)
extension SearchSuggestionsPlacement {
    /// A set of search suggestion placements, such as the menu and the content.
    public struct Set: OptionSet, Sendable {
        /// The set's elements are sets.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The bits of the placements in the set.
        public var rawValue: Int

        /// Suggestions shown in a menu under the search field.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 0) }
        /// Suggestions shown in the searched view's content (where iPhone shows them).
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 1) }

        /// A set from its bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The type of an array literal's elements.
        public typealias ArrayLiteralElement = SearchSuggestionsPlacement.Set.Element
        /// The raw value's type.
        public typealias RawValue = Int
    }
}

/// The key of whether search suggestions show in the content (where iPhone shows them): set by
/// `searchSuggestions(_:for:)`, read by `searchSuggestions(_:)`.
struct SearchSuggestionsContentVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension View {
    /// Sets whether search suggestions show in `placements`: hidden from `.content`, the
    /// suggestions below stay out of the graph while searching (the menu placement has no
    /// headless counterpart on iPhone, so hiding it alone changes nothing).
    @available(iOS 16.4, macOS 13.3, *)
    public func searchSuggestions(
        _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
    )
        -> some View
    {
        transformEnvironment(\.searchSuggestionsContentVisibility) { current in
            if placements.contains(.content) { current = visibility }
        }
    }

    /// Marks this suggestion as completing the search with a token: the tap is recorded in
    /// `Headless.inertCalls` only (token search is not simulated; the token is not added).
    @available(iOS 16.0, macOS 13.0, *)
    public func searchCompletion<T>(_ token: T) -> some View where T: Identifiable {
        inert(.generated, api: "View.searchCompletion(_:)")
    }
}

extension EnvironmentValues {
    /// Whether suggestions show in the content, as `searchSuggestions(_:for:)` set it.
    var searchSuggestionsContentVisibility: Visibility {
        get { self[SearchSuggestionsContentVisibilityKey.self] }
        set { self[SearchSuggestionsContentVisibilityKey.self] = newValue }
    }
}
