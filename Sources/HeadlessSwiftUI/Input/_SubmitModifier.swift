// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `onSubmit(of:_:)`: the return key of the text fields (or the search
/// field) in its content runs the action, after any action a nearer `onSubmit` gave them.
package struct _SubmitModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    package let triggers: SubmitTriggers
    package let action: () -> Void
}

extension View {
    /// Adds an action to perform when the user submits a value to this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View {
        modifier(_SubmitModifier(triggers: triggers, action: action))
    }
}
