// ViewLifecycle · HeadlessUIKit

/// The UIKit driver's one search: the views a user can touch in the key window, the control a
/// locator names among them, and the errors that list what is there instead.
@MainActor
enum ControlFinder {
    /// The window the user looks at: the key window, else the one made visible last.
    static var window: UIWindow? {
        let windows = HeadlessWorld.shared.windows
        return windows.first { $0.isKeyWindow } ?? windows.last
    }

    /// The controller on top: the last one presented over the window's root.
    static func topController() throws -> UIViewController {
        guard let root = window?.rootViewController else {
            throw Headless.ControlError("No window on screen.")
        }
        var top = root
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top
    }

    /// The views the user can touch: those of the top controller (a presentation covers what is
    /// below it), skipping hidden views and those that take no touches, in depth-first order.
    static func reachableViews() throws -> [UIView] {
        let top = try topController()
        if let alert = top as? UIAlertController {
            let titles = alert.actions.map { ControlFinder.quoted($0.title ?? "") }.joined(separator: ", ")
            throw Headless.ControlError(
                "An alert \(quoted(alert.title ?? "")) covers the screen; tap one of its actions with "
                    + "Headless.tapAlertAction(_:): \(titles.isEmpty ? "none" : titles).")
        }
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
            found.append(view)
            for child in view.subviews { visit(child) }
        }
        if top.isViewLoaded { visit(top.view) }
        return found
    }

    /// The one reachable view of type `T` that `key` names (its accessibility identifier, its
    /// accessibility label or its title), enabled when it is a control.
    static func find<T: UIView>(_ key: String, as type: T.Type, to gesture: String) throws -> T {
        let views = try reachableViews()
        let controls = views.filter { $0 is UIControl || $0 is UITextView || $0 is UISearchBar }
        let matches = controls.filter { names(of: $0).contains(key) }
        let typed = matches.compactMap { $0 as? T }
        if typed.count > 1 {
            let listed = typed.map(describe).joined(separator: ", ")
            throw Headless.ControlError(
                "\(typed.count) controls named \(quoted(key)) can be \(gesture): \(listed).")
        }
        if let view = typed.first {
            if let control = view as? UIControl, !control.isEnabled {
                throw Headless.ControlError("\(describe(view)) cannot be \(gesture): it is disabled.")
            }
            return view
        }
        if !matches.isEmpty {
            let listed = matches.map(describe).joined(separator: ", ")
            throw Headless.ControlError(
                "\(listed) cannot be \(gesture): it is not a \(String(describing: T.self)).")
        }
        let listed = controls.map(describe).joined(separator: ", ")
        throw Headless.ControlError(
            "No control with identifier, label or title \(quoted(key)) on screen. On screen: "
                + "\(listed.isEmpty ? "nothing" : listed).")
    }

    /// The names a view answers to: identifier, label, title (a button's current title, a text
    /// field's placeholder).
    static func names(of view: UIView) -> [String] {
        var names: [String] = []
        if let identifier = view.accessibilityIdentifier { names.append(identifier) }
        if let label = view.accessibilityLabel { names.append(label) }
        if let title = title(of: view) { names.append(title) }
        return names
    }

    /// The title the user reads on a control.
    static func title(of view: UIView) -> String? {
        switch view {
        case let button as UIButton: return button.currentTitle
        case let field as UITextField: return field.placeholder
        case let searchBar as UISearchBar: return searchBar.placeholder
        default: return nil
        }
    }

    /// A control as the error messages list it: its type, title and identifier.
    static func describe(_ view: UIView) -> String {
        var parts = [String(describing: type(of: view))]
        if let title = title(of: view) { parts.append(quoted(title)) }
        if let identifier = view.accessibilityIdentifier {
            parts.append("(identifier \(quoted(identifier)))")
        }
        return parts.joined(separator: " ")
    }

    /// A string in double quotes.
    static func quoted(_ text: String) -> String {
        "\"" + text + "\""
    }

    /// Plays a user's gesture: what it starts follows virtual time, then the run loop runs until
    /// idle, so the call returns with its effects done.
    static func play(_ gesture: () -> Void) {
        HeadlessJobs.followingVirtualTime(gesture)
        Headless.runUntilIdle()
    }
}
