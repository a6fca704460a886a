// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The hierarchy steps of a transition whose only one is the caller's completion
    /// (`transition(from:to:duration:options:animations:completion:)`).
    final class CompletionSteps: Transition.Hierarchy {
        private let handler: (Bool) -> Void

        /// Steps that call `handler` with whether the transition finished.
        init(_ handler: @escaping (Bool) -> Void) {
            self.handler = handler
        }

        func completion(finished: Bool) { handler(finished) }
    }
}
