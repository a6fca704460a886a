// ViewLifecycle · HeadlessSwiftUI

/// Keeps a column's preferred width; inert: one node that keeps its content under `.content`.
struct _NavigationSplitViewColumnWidthModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let min: CGFloat?
    let ideal: CGFloat
    let max: CGFloat?
}
