// ViewLifecycle · HeadlessSwiftUI

/// A view that represents a UIKit view controller.
///
/// The graph calls `makeCoordinator()`, then `makeUIViewController(context:)` once per identity,
/// loads the controller's view and calls `updateUIViewController(_:context:)` at once; later it
/// calls `updateUIViewController(_:context:)` again only when the representable's own inputs or
/// an environment value it read changed. The controller becomes a child of the enclosing
/// `UIHostingController` when the hosting view enters a window, so UIKit forwards appearance to
/// it. When the identity leaves the graph, `dismantleUIViewController(_:coordinator:)` runs, the
/// controller leaves its parent, and the coordinator is released.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController

    /// Creates the view controller object and configures its initial state.
    ///
    /// - Parameter context: A context structure containing information about the current state
    ///   of the system.
    /// - Returns: Your UIKit view controller configured with the provided information.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the state of the specified view controller with new information from SwiftUI.
    ///
    /// - Parameters:
    ///   - uiViewController: Your custom view controller object.
    ///   - context: A context structure containing information about the current state of the
    ///     system.
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    ///
    /// - Parameters:
    ///   - uiViewController: Your custom view controller object.
    ///   - coordinator: The custom coordinator you use to communicate changes back to SwiftUI.
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from your view controller
    /// to other parts of your SwiftUI interface.
    ///
    /// - Returns: The coordinator, made before `makeUIViewController(context:)`.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    /// Given a proposed size, returns the preferred size of the composite view.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size for the view controller.
    ///   - uiViewController: Your custom view controller object.
    ///   - context: A context structure containing information about the current state of the
    ///     system.
    /// - Returns: The composite size of the represented view controller, or `nil` for the default.
    @MainActor @preconcurrency func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
    ) -> CGSize?

    /// The context the representable's methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// Makes no coordinator: a representable without one has `Coordinator == Void`.
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Does nothing: a representable that needs no clean-up need not write one.
    ///
    /// - Parameters:
    ///   - uiViewController: The view controller being removed.
    ///   - coordinator: Its coordinator.
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}

    /// Returns `nil`, so the view controller takes its default size.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - uiViewController: The view controller.
    ///   - context: The representable's context.
    /// - Returns: `nil`.
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
    ) -> CGSize? {
        nil
    }
}
