// ViewLifecycle · HeadlessSwiftUI

/// A view under an inert modifier, which an enclosing inert modifier looks through.
protocol InertModified {
    /// The view the inert modifier was applied to.
    var inertContent: any View { get }
}

extension ModifiedContent: InertModified where Content: View, Modifier == _InertModifier {
    var inertContent: any View { content }
}
