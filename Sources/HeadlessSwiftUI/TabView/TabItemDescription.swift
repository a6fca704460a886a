// ViewLifecycle · HeadlessSwiftUI

/// What a tab's view says about its tab: its item's title and its tag, read from the
/// `.tabItem` and `.tag` modifiers around it (outermost first, so the outer `.tag` wins, as the
/// view list's traits do).
@MainActor
struct TabItemDescription {
    var title: String?
    var tag: AnyHashable?

    init(_ element: ViewList.Element) {
        var view = element.view
        while let modified = view as? any ModifierChainLink {
            if tag == nil, let modifier = modified.linkModifier as? _TagModifier { tag = modifier.tag }
            if title == nil, let modifier = modified.linkModifier as? _TabItemModifier {
                title = Self.firstText(in: modifier.label)
            }
            view = modified.linkContent
        }
        // A ForEach tags each of its views with its element's id by default (Apple's `tag(_:)`
        // documentation).
        if tag == nil { tag = element.elementID }
    }

    /// The first `Text` in a label (a `Label`'s title), looking through containers and modifiers.
    private static func firstText(in label: any View) -> String? {
        for element in ViewList(label).elements {
            var view = element.view
            while let modified = view as? any ModifierChainLink { view = modified.linkContent }
            if let text = view as? Text { return text.string }
            if let label = view as? any LabelTitleReading, let title = firstText(in: label.titleView) {
                return title
            }
        }
        return nil
    }
}
