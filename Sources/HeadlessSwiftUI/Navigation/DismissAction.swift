// ViewLifecycle · HeadlessSwiftUI

/// An action that dismisses a presentation: pops a pushed view from its navigation stack, or
/// dismisses the sheet or cover it is in; outside both it does nothing.
@MainActor @preconcurrency
public struct DismissAction {
    /// Pops the view or dismisses its presentation; the default does nothing.
    /// Set through the memberwise initializer, `DismissAction { ... }`.
    var action: () -> Void = {}

    /// Dismisses the current presentation.
    public func callAsFunction() {
        action()
    }
}

/// The key of the dismiss action.
struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { MainActor.assumeIsolated { DismissAction() } }
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { self[DismissActionKey.self] }

    /// The dismiss action, writable for the containers that provide it.
    var dismissAction: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
