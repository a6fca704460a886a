// ViewLifecycle · HeadlessSwiftUI

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
///
/// The graph calls `makeCoordinator()`, `makeUIView(context:)` once per identity and
/// `updateUIView(_:context:)` at once, then `updateUIView(_:context:)` again only when the
/// representable's own inputs or an environment value it read changed. The view goes into the
/// hosting view's hierarchy. When the identity leaves the graph, `dismantleUIView(_:coordinator:)`
/// runs, the view is removed and the coordinator is released.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView

    /// Creates the view object and configures its initial state.
    ///
    /// - Parameter context: A context structure containing information about the current state
    ///   of the system.
    /// - Returns: Your UIKit view configured with the provided information.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

    /// Updates the state of the specified view with new information from SwiftUI.
    ///
    /// - Parameters:
    ///   - uiView: Your custom view object.
    ///   - context: A context structure containing information about the current state of the
    ///     system.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    ///
    /// - Parameters:
    ///   - uiView: Your custom view object.
    ///   - coordinator: The custom coordinator you use to communicate changes back to SwiftUI.
    @MainActor @preconcurrency static func dismantleUIView(
        _ uiView: Self.UIViewType, coordinator: Self.Coordinator)

    /// A type to coordinate with the view.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from your view to other
    /// parts of your SwiftUI interface.
    ///
    /// - Returns: The coordinator, made before `makeUIView(context:)`.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

    /// Given a proposed size, returns the preferred size of the composite view.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size for the view.
    ///   - uiView: Your custom view object.
    ///   - context: A context structure containing information about the current state of the
    ///     system.
    /// - Returns: The composite size of the represented view, or `nil` for the default.
    @MainActor @preconcurrency func sizeThatFits(
        _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize?

    /// The context the representable's methods receive.
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Self.Coordinator == Void {
    /// Makes no coordinator: a representable without one has `Coordinator == Void`.
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable {
    /// Does nothing: a representable that needs no clean-up need not write one.
    ///
    /// - Parameters:
    ///   - uiView: The view being removed.
    ///   - coordinator: Its coordinator.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// Returns `nil`, so the view takes its default size.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - uiView: The view.
    ///   - context: The representable's context.
    /// - Returns: `nil`.
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
    ) -> CGSize? {
        nil
    }
}
