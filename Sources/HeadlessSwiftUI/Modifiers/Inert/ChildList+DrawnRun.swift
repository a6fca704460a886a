// ViewLifecycle · HeadlessSwiftUI

extension ChildList {
    /// Appends the child a drawn-only modifier's node mounts: `content` with every drawn-only
    /// modifier directly under it skipped, so a whole run of inert and style modifiers is one
    /// node (the skipped ones stay readable in the node's view).
    @MainActor mutating func appendContentBelowDrawnRun<Content: View>(_ content: Content) {
        guard let link = content as? any DrawnRunLink else {
            append(.content, content)
            return
        }
        var inner = link.drawnContent
        while let next = inner as? any DrawnRunLink { inner = next.drawnContent }
        append(.content, existential: inner)
    }
}
