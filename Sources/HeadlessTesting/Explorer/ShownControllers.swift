// ViewLifecycle · HeadlessTesting

/// Every controller a run has shown, held weakly, so the run can tell which outlived its window.
@MainActor
struct ShownControllers {
    private struct Entry {
        weak var controller: UIViewController?
        let name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Adds the controllers in `window` now: its root, their children and what they present.
    mutating func collect(from window: UIWindow?) {
        var stack = window?.rootViewController.map { [$0] } ?? []
        while let controller = stack.popLast() {
            let key = ObjectIdentifier(controller)
            if entries[key]?.controller !== controller {
                entries[key] = Entry(controller: controller, name: String(describing: type(of: controller)))
            }
            stack += controller.children
            if let presented = controller.presentedViewController,
                presented.presentingViewController === controller
            {
                stack.append(presented)
            }
        }
    }

    /// The names of the controllers still alive, sorted.
    var alive: [String] {
        entries.values.filter { $0.controller != nil }.map(\.name).sorted()
    }
}
