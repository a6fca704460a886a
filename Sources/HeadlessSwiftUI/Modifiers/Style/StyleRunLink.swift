// ViewLifecycle · HeadlessSwiftUI

/// A `ModifiedContent` whose modifier is a style modifier, seen without its content's type: one
/// conformance check per link lets a run of style modifiers be read (and collapsed into one
/// node) without boxing each modifier.
@MainActor
protocol StyleRunLink {
    /// The view the style modifier applies to.
    var styleContent: any View { get }
    /// What the style modifier draws.
    var styleAttribute: StyleAttribute { get }
}

extension ModifiedContent: StyleRunLink where Content: View, Modifier == _StyleModifier {
    var styleContent: any View { content }
    var styleAttribute: StyleAttribute { modifier.attribute }
}
