// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// The driver's one path: read the screen the user can act on, find the element a locator
/// names that takes the gesture, and play the gesture as the user's finger does.
@MainActor
package enum ScreenDriver {
    /// The window the user looks at: the key window, else the one made visible last.
    package static var window: UIWindow? {
        let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(
            \.windows)
        return windows.first { $0.isKeyWindow } ?? windows.last
    }

    /// The elements the user can reach: those of the topmost layer (a sheet, a cover or an
    /// alert takes the touches; what is below it cannot be tapped).
    package static func topLayer() throws -> [ScreenElement] {
        ScreenReader.elements(of: try topController())
    }

    /// The controller the user can act on: the key window's root, or what is presented on top.
    static func topController() throws -> UIViewController {
        guard let root = window?.rootViewController else {
            throw Headless.DriverError("No window on screen.")
        }
        var top = root
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top
    }

    /// The one reachable element `locator` names that takes `gesture`.
    ///
    /// Whole labels first: when no element's whole label matches, the ", "-separated parts of
    /// combined labels are tried. Among the matches, only those taking the gesture count (a
    /// tab and a title both read "Settings"; only the tab can be tapped). With `role`, only
    /// elements of that role are looked at.
    package static func element(
        _ locator: Headless.Locator, taking gesture: ScreenGesture, role: ScreenRole? = nil
    )
        throws -> ScreenElement
    {
        let layer = try topLayer()
        let reachable = layer.flatMap(\.selfAndDescendants).filter { role == nil || $0.role == role }
        let exact = reachable.filter { matches(locator, $0, partly: false) }
        let partial = exact.isEmpty ? reachable.filter { matches(locator, $0, partly: true) } : []
        for candidates in [exact, partial] {
            let taking = candidates.filter { gesture.isTaken(by: $0.actions) }
            if taking.count > 1 { throw Headless.DriverError.ambiguous(locator, gesture, taking) }
            if let element = taking.first {
                guard element.isEnabled else { throw Headless.DriverError.disabled(gesture, element) }
                return element
            }
        }
        if !exact.isEmpty || !partial.isEmpty {
            throw Headless.DriverError.cannot(gesture, exact.isEmpty ? partial : exact)
        }
        throw Headless.DriverError.notFound(locator, onScreen: layer)
    }

    /// The only reachable element that takes `gesture` (the search field, the refreshable
    /// content), for calls that name none.
    static func onlyElement(
        taking gesture: ScreenGesture, role: ScreenRole? = nil, named noun: String
    ) throws
        -> ScreenElement
    {
        let layer = try topLayer()
        let taking = layer.flatMap(\.selfAndDescendants).filter {
            gesture.isTaken(by: $0.actions) && (role == nil || $0.role == role)
        }
        guard let element = taking.first else {
            throw Headless.DriverError(
                "No \(noun) on screen. On screen: \(Headless.DriverError.listed(layer)).")
        }
        guard taking.count == 1 else {
            let listed = taking.map(\.line).joined(separator: ", ")
            throw Headless.DriverError(
                "\(taking.count) elements can be \(gesture.pastParticiple): \(listed).")
        }
        guard element.isEnabled else { throw Headless.DriverError.disabled(gesture, element) }
        return element
    }

    /// Plays `gesture`'s work as the user's finger would (a task it starts is the run loop's),
    /// then runs until idle, so the call returns with its effects on screen.
    package static func play(_ work: () -> Void) {
        HeadlessJobs.followingVirtualTime(work)
        Headless.runUntilIdle()
    }

    /// Whether `element` is the one `locator` names: its whole label, or with `partly`, one of
    /// the ", "-separated parts of a combined label (an identifier is matched whole only).
    package static func matches(_ locator: Headless.Locator, _ element: ScreenElement, partly: Bool) -> Bool {
        switch locator {
        case .identifier(let identifier): return !partly && element.identifier == identifier
        case .label(let label):
            guard partly else { return element.label == label }
            return element.label.components(separatedBy: ", ").contains(label)
        case .role(let role, let label):
            guard element.role.name == role else { return false }
            guard let label else { return !partly }
            return matches(.label(label), element, partly: partly)
        }
    }
}
