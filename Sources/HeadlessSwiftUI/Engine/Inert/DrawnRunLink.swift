// ViewLifecycle · HeadlessSwiftUI

/// A `ModifiedContent` whose modifier only draws, seen without its content's type: one
/// conformance check per link lets a run of inert and style modifiers, mixed in any order, be
/// read and collapsed into one node without boxing each modifier.
@MainActor
protocol DrawnRunLink {
    /// The view the modifier applies to.
    var drawnContent: any View { get }
    /// The modifier.
    var drawnModifier: any DrawnOnlyModifier { get }
    /// Appends the view below the whole run this link starts to `list`.
    func appendContentBelowRun(into list: inout ChildList)
}

extension ModifiedContent: DrawnRunLink where Content: View, Modifier: DrawnOnlyModifier {
    var drawnContent: any View { content }
    var drawnModifier: any DrawnOnlyModifier { modifier }
    func appendContentBelowRun(into list: inout ChildList) {
        modifier.noteEnvironment(into: &list)
        list.appendContentBelowDrawnRun(content)
    }
}
