// ViewLifecycle · HeadlessSwiftUI

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    let values: RepresentableContextValues

    init(coordinator: Representable.Coordinator, values: RepresentableContextValues) {
        self.coordinator = coordinator
        self.values = values
    }

    /// The current transaction.
    public var transaction: Transaction { values.transaction }

    /// The current environment.
    ///
    /// A value read from it is remembered: when that value changes, the graph calls
    /// `updateUIView(_:context:)` again.
    public var environment: EnvironmentValues { values.environment }
}
