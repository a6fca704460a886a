// ViewLifecycle · HeadlessSwiftUI

/// What a tab's view says about its tab: its item's title and its tag, read from the
/// `.tabItem` and `.tag` modifiers around it (outermost first, so the outer `.tag` wins, as the
/// view list's traits do).
@MainActor
struct TabItemDescription {
    var title: String?
    var tag: AnyHashable?

    /// Reads the item and tag of `element`.
    ///
    /// - Parameters:
    ///   - element: The tab's view.
    ///   - probingBodies: Whether a custom view with neither modifier around it has its `body`
    ///     read for them, as SwiftUI resolves a view list through custom views (a custom tab
    ///     whose body is `Text(…).tabItem {…}.tag(…)`). Only views whose dynamic properties can
    ///     be read outside the graph are probed (``TabBodyProbe``).
    init(_ element: ViewList.Element, probingBodies: Bool = false) {
        var view = element.view
        var probes = 0
        while true {
            while let modified = view as? any ModifierChainLink {
                if tag == nil, let modifier = modified.linkModifier as? _TagModifier { tag = modifier.tag }
                if title == nil, let modifier = modified.linkModifier as? _TabItemModifier {
                    title = Self.firstText(in: modifier.label)
                }
                view = modified.linkContent
            }
            // Only a tab that declared nothing outside is looked into, and not endlessly.
            guard probingBodies, title == nil, tag == nil, probes < TabBodyProbe.maximumDepth,
                let body = TabBodyProbe.body(of: view)
            else { break }
            view = body
            probes += 1
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
