// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's `SearchSuggestionsPlacement` from the SDK: named values, compared by name.
@available(iOS 16.0, *)
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    /// The value's name and arguments, as written.
    let headlessName: String

    /// A value named `headlessName`.
    init(headlessName: String) { self.headlessName = headlessName }

    /// Apple's `automatic`: a value named after it.
    public static var automatic: SearchSuggestionsPlacement {
        SearchSuggestionsPlacement(headlessName: "automatic")
    }

    /// Apple's `menu`: a value named after it.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(headlessName: "menu") }

    /// Apple's `content`: a value named after it.
    public static var content: SearchSuggestionsPlacement {
        SearchSuggestionsPlacement(headlessName: "content")
    }
}
