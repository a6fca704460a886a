// ViewLifecycle · HeadlessSwiftUI

/// A view that can be an action of an alert or a confirmation dialog when it appears in the
/// `actions` builder: a `Button` (whose role gives the action's style) once it conforms.
///
/// Views in the builder that do not conform are left out, as SwiftUI ignores what it cannot
/// turn into an alert action.
@MainActor
protocol AlertActionConvertible {
    /// The action this view stands for, built from its latest value.
    var alertAction: AlertAction { get }
}
