// ViewLifecycle · HeadlessSwiftUI

extension ChildList {
    /// Appends the child a drawn-only modifier's node mounts: `content` with every drawn-only
    /// modifier directly under it skipped, so a whole run of inert and style modifiers is one
    /// node (the skipped ones stay readable in the node's view).
    ///
    /// The check is on the content's type, not its value, and remembered per type: no existential
    /// box is made for the content at each link, so a run of eight costs eight dictionary hits,
    /// not eight copies of ever-smaller chains.
    @MainActor mutating func appendContentBelowDrawnRun<Content: View>(_ content: Content) {
        let linkType = DrawnRunLinkTypes.memo.fact(about: Content.self) {
            Content.self as? any DrawnRunLink.Type
        }
        guard let linkType else {
            append(.content, content)
            return
        }
        appendContent(below: content, as: linkType)
    }

    /// Appends what is below `content`, a link whose type is `Link` (the same type, opened).
    @MainActor private mutating func appendContent<Content: View, Link: DrawnRunLink>(
        below content: Content, as type: Link.Type
    ) {
        withValue(content, as: type) { $0.appendContentBelowRun(into: &self) }
    }
}
