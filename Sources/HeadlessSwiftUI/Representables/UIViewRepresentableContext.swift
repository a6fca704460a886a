// ViewLifecycle · HeadlessSwiftUI

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// The coordinator `makeCoordinator()` made for this view, kept for its lifetime.
    public let coordinator: Representable.Coordinator
    /// The transaction and environment of the update that makes or updates the view.
    let values: RepresentableContextValues

    /// The transaction of the update that makes or updates the view.
    public var transaction: Transaction { values.transaction }

    /// The current environment.
    ///
    /// A value read from it is remembered: when that value changes, the graph calls
    /// `updateUIView(_:context:)` again.
    public var environment: EnvironmentValues { values.environment }
}
