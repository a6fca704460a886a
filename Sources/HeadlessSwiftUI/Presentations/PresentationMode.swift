// ViewLifecycle · HeadlessSwiftUI

/// An indication whether a view is currently presented by another view: the iOS 13 form of
/// `isPresented` and `dismiss`, read as `@Environment(\.presentationMode)`.
///
/// It holds the environment's dismiss action, so `dismiss()` pops a pushed view or closes the
/// sheet or cover the view is in, as `dismiss` does.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
public struct PresentationMode {
    /// Whether the view is presented: pushed, or in a sheet or cover.
    public private(set) var isPresented: Bool
    /// The environment's dismiss action where the mode was read.
    let dismissAction: DismissAction

    /// Dismisses the view if it is currently presented.
    public mutating func dismiss() {
        guard isPresented else { return }
        let action = dismissAction
        MainActor.assumeIsolated { action() }
    }
}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented, dismissAction: dismiss))
    }
}
