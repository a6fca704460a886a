// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// A controller's hand-driven appearance change (`beginAppearanceTransition(_:animated:)` to
    /// `endAppearanceTransition()`) as a value: one mutating function per call, each answering
    /// with what to send.
    struct ManualAppearance: Equatable {
        /// Whether a `begin` awaits its `end`, and in which direction.
        enum State: Equatable {
            /// No manual change is open: the controller follows its container and its view.
            case idle
            /// `begin(true, …)` was called; `end` sends `viewDidAppear`.
            case appearing(animated: Bool)
            /// `begin(false, …)` was called; `end` sends `viewDidDisappear`.
            case disappearing(animated: Bool)
        }

        /// What to do on `beginAppearanceTransition(_:animated:)`.
        enum BeginAction: Equatable {
            /// Send the `will` callback of the new direction.
            case begin
            /// A `begin` was already open: print UIKit's unbalanced-calls warning, then begin.
            case warnUnbalancedThenBegin
        }

        /// What to do on `endAppearanceTransition()`.
        enum EndAction: Equatable {
            /// Send `viewDidAppear` with the `begin`'s animated flag.
            case sendDidAppear(animated: Bool)
            /// Send `viewDidDisappear` with the `begin`'s animated flag.
            case sendDidDisappear(animated: Bool)
            /// No `begin` was open: print UIKit's unbalanced-calls warning and send nothing.
            case warnUnbalanced
        }

        /// Where the change is.
        private(set) var state = State.idle

        /// Whether the app drives the controller's appearance by hand just now, so neither its
        /// container nor its view joining a window sends it callbacks.
        var isOpen: Bool { state != .idle }

        /// `beginAppearanceTransition(_:animated:)` was called.
        ///
        /// - Parameters:
        ///   - isAppearing: The direction.
        ///   - animated: The animated flag its `end` repeats.
        /// - Returns: Whether to warn before beginning; a second `begin` replaces the first.
        mutating func begin(isAppearing: Bool, animated: Bool) -> BeginAction {
            let action: BeginAction
            switch state {
            case .idle: action = .begin
            case .appearing, .disappearing: action = .warnUnbalancedThenBegin
            }
            state = isAppearing ? .appearing(animated: animated) : .disappearing(animated: animated)
            return action
        }

        /// `endAppearanceTransition()` was called.
        ///
        /// - Returns: The `did` callback to send, or the warning when no `begin` is open.
        mutating func end() -> EndAction {
            switch state {
            case .idle:
                return .warnUnbalanced
            case .appearing(let animated):
                state = .idle
                return .sendDidAppear(animated: animated)
            case .disappearing(let animated):
                state = .idle
                return .sendDidDisappear(animated: animated)
            }
        }
    }
}
