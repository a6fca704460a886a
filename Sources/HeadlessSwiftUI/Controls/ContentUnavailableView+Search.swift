// ViewLifecycle · HeadlessSwiftUI

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label() },
            description: { SearchUnavailableContent.Description(text: nil) },
            actions: { SearchUnavailableContent.Actions() })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    ///
    /// - Parameter text: The search text query.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label() },
            description: { SearchUnavailableContent.Description(text: text) },
            actions: { SearchUnavailableContent.Actions() })
    }
}
