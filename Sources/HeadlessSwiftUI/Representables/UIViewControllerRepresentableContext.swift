// ViewLifecycle · HeadlessSwiftUI

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    /// The coordinator `makeCoordinator()` made for this view controller, kept for its lifetime.
    public let coordinator: Representable.Coordinator
    /// The transaction and environment of the update that makes or updates the view controller.
    let values: RepresentableContextValues

    /// The transaction of the update that makes or updates the view controller.
    public var transaction: Transaction { values.transaction }

    /// The current environment.
    ///
    /// A value read from it is remembered: when that value changes, the graph calls
    /// `updateUIViewController(_:context:)` again.
    public var environment: EnvironmentValues { values.environment }
}
