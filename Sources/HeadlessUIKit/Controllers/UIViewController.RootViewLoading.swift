// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Whether a controller's root view has loaded, as a value: one mutating function per input
    /// (the view read, a view assigned, `loadView()` returning, a layout pass), each answering
    /// with what to do.
    ///
    /// UIKit's getter loads whenever there is no view, so reading `view` inside `loadView()`
    /// before assigning one loads again, and a `loadView()` that assigns nothing still gets its
    /// `viewDidLoad()`, after which the next read loads again (trace 07 F). Both stay true here:
    /// the `loading` state counts the loads in progress rather than refusing a nested one.
    struct RootViewLoading: Equatable {
        /// Where loading is.
        private(set) var state = State.notLoaded

        /// Whether a root view is in place (`isViewLoaded`), also while `loadView()` runs once it
        /// has assigned one.
        var hasView: Bool {
            switch state {
            case .notLoaded: false
            case .loading(_, let hasView): hasView
            case .loaded: true
            }
        }

        /// `view` or `loadViewIfNeeded()` was read.
        ///
        /// - Returns: `.load` when there is no view yet, inside `loadView()` too; `.useView`
        ///   otherwise.
        mutating func access() -> AccessAction {
            switch state {
            case .notLoaded:
                state = .loading(depth: 1, hasView: false)
                return .load
            case .loading(let depth, false):
                state = .loading(depth: depth + 1, hasView: false)
                return .load
            case .loading(_, true), .loaded:
                return .useView
            }
        }

        /// A root view was assigned (`view = …`), or taken away with `nil`.
        ///
        /// Outside `loadView()` a view counts as loaded with no `viewDidLoad()`, and `nil`
        /// unloads it, so the next read loads again.
        ///
        /// - Parameter present: Whether the assigned value is a view.
        mutating func viewAssigned(_ present: Bool) {
            switch state {
            case .notLoaded:
                state = present ? .loaded(laidOut: false) : .notLoaded
            case .loaded(let laidOut):
                // A replaced view keeps the controller's first layout: it has had it.
                state = present ? .loaded(laidOut: laidOut) : .notLoaded
            case .loading(let depth, _):
                state = .loading(depth: depth, hasView: present)
            }
        }

        /// `loadView()` has returned.
        ///
        /// - Returns: `.callViewDidLoad`, whether or not a view was assigned; a refusal when no
        ///   load was in progress.
        mutating func loadViewReturned() -> ReturnAction {
            switch state {
            case .loading(let depth, let hasView):
                if depth > 1 {
                    state = .loading(depth: depth - 1, hasView: hasView)
                } else {
                    state = hasView ? .loaded(laidOut: false) : .notLoaded
                }
                return .callViewDidLoad
            case .notLoaded, .loaded:
                return .refuse(.notLoading)
            }
        }

        /// A layout pass in a window reaches the view.
        ///
        /// - Returns: `.firstLayout` the first time, which brings `viewSafeAreaInsetsDidChange()`
        ///   and `updateViewConstraints()` first; `.layout` after; a refusal while no load has
        ///   finished.
        mutating func layoutPass() -> LayoutAction {
            switch state {
            case .loaded(laidOut: false):
                state = .loaded(laidOut: true)
                return .firstLayout
            case .loaded(laidOut: true):
                return .layout
            case .notLoaded, .loading:
                return .refuse(.notLoaded)
            }
        }
    }
}
