// ViewLifecycle · HeadlessSwiftUI

extension ChildList {
    /// Appends the child a drawn-only modifier's node mounts: `content` with every drawn-only
    /// modifier directly under it skipped, so a whole run of inert and style modifiers is one
    /// node (the skipped ones stay readable in the node's view).
    ///
    /// The check is on the content's type, not its value: no existential box is made for the
    /// content at each link, so a run of eight costs eight cached conformance look-ups, not eight
    /// copies of ever-smaller chains.
    @MainActor mutating func appendContentBelowDrawnRun<Content: View>(_ content: Content) {
        guard let linkType = Content.self as? any DrawnRunLink.Type else {
            append(.content, content)
            return
        }
        appendContent(below: content, as: linkType)
    }

    /// Appends what is below `content`, a link whose type is `Link` (the same type, opened).
    @MainActor private mutating func appendContent<Content: View, Link: DrawnRunLink>(
        below content: Content, as _: Link.Type
    ) {
        // Same type, so the cast is a copy with no box.
        (content as! Link).appendContentBelowRun(into: &self)
    }
}
