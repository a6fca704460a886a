// ViewLifecycle · HeadlessSwiftUI

/// A type that represents part of an app's user interface.
///
/// A view either describes its content with `body` (a composite view, whose `body` the graph
/// re-runs only when its state, an observed value, an environment value it reads or its own
/// inputs change) or is a primitive with `Body == Never` that the graph understands directly.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension View where Body == Never {
    /// A primitive view has no body; the graph never asks for it.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a primitive view")
    }
}
