// ViewLifecycle · HeadlessSwiftUI

/// One navigation stack's state: its destinations by data type, its entries (one per pushed
/// controller) and the navigation controller that shows them.
///
/// Views inside the stack find it in their environment: `navigationDestination` registers with it,
/// `NavigationLink` pushes through it and `dismiss` pops through it.
@MainActor
final class NavigationContext: NSObject, UINavigationControllerDelegate {
    weak var navigation: UINavigationController?
    var path: NavigationPathAccess?
    private(set) var rootHost: UIHostingController<AnyView>?
    private var entries: [NavigationEntry] = []
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// The stack's environment, which every screen inherits (SwiftUI passes it into the root and
    /// pushed destinations alike).
    private var environment = EnvironmentValues()
    /// The screen two levels below a deep push, whose views run `onAppear` again when the push
    /// ends, on a profile with iOS 18.4's anomaly.
    private var strayAppearHost: UIHostingController<AnyView>?

    /// Takes the stack's environment at an update and hands it to every screen's graph.
    func inherit(_ environment: EnvironmentValues) {
        self.environment = environment
        rootHost?.graph.inherit(environment)
        for entry in entries { entry.host.graph.inherit(environment) }
    }

    /// Registers how to show values of one data type (the latest registration wins).
    func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in
            guard let data = value.base as? D else { return AnyView(EmptyView()) }
            return destination(data)
        }
    }

    func setRoot(_ root: AnyView) {
        let view = wrapped(root, dismiss: nil)
        if let rootHost {
            rootHost.rootView = view
        } else {
            let host = UIHostingController(rootView: view)
            host.graph.inherit(environment)
            rootHost = host
            navigation?.setViewControllers([host], animated: false)
        }
    }

    /// Pushes a value, as a `NavigationLink(value:label:)` tap does: through the path binding.
    func push(value: AnyHashable) {
        guard let path else { return }
        path.set(path.get() + [value])
    }

    /// Pushes a view that is not in the path, as `NavigationLink(destination:label:)` does.
    func push(view: AnyView, onPop: (() -> Void)? = nil) {
        entries.append(NavigationEntry(kind: .view, host: host(for: view), onPop: onPop))
        show()
    }

    /// The controller of the most recent entry.
    var lastHost: UIViewController? { entries.last?.host }

    /// Pops the entry shown by `host` and everything above it.
    func pop(_ host: UIViewController) {
        guard let index = entries.firstIndex(where: { $0.host === host }) else { return }
        truncate(to: index)
        show()
    }

    /// Brings the entries in line with the path's values: entries up to the first difference
    /// stay (with their controllers and state); the rest are replaced.
    func sync(to values: [AnyHashable]) {
        var kept = 0
        var valueIndex = 0
        for entry in entries {
            if case .value(let value) = entry.kind {
                guard valueIndex < values.count, values[valueIndex] == value else { break }
                valueIndex += 1
            }
            kept += 1
        }
        let changed = kept < entries.count || valueIndex < values.count
        guard changed else { return }
        let countBefore = entries.count
        truncate(to: kept, writingPath: false)
        for value in values[valueIndex...] {
            guard let destination = destinations[ObjectIdentifier(type(of: value.base))] else {
                SwiftUIRuntime.current.warn(
                    "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no "
                        + "matching navigationDestination declaration visible from the location of the link. "
                        + "The link cannot be activated.")
                continue
            }
            entries.append(
                NavigationEntry(kind: .value(value), host: host(for: destination(value)), onPop: nil))
        }
        noteDeepPush(from: countBefore)
        show()
    }

    /// On a profile with iOS 18.4's anomaly, a push through a hand-made path binding to a depth of
    /// three or more makes the screen two levels below the new top appear again once the push ends
    /// (RobertDresler/SwiftUINavigation#36's log: D's push printed "B onAppear"; trace 12).
    private func noteDeepPush(from countBefore: Int) {
        guard Headless.profile.navigationStackDeepPushFiresAppearTwoBelow, path?.isHandMade == true,
            entries.count > countBefore, entries.count >= 3
        else { return }
        // The new top is at stack index `entries.count` (the root is 0); two below it is a pushed
        // screen, entry `entries.count - 3`.
        strayAppearHost = entries[entries.count - 3].host
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        if let stray = strayAppearHost {
            strayAppearHost = nil
            stray.graph.replayAppearActions()
        }
        // A pop UIKit made (back, swipe): the path follows the stack.
        let shown = navigationController.viewControllers.count - 1
        guard shown < entries.count else { return }
        truncate(to: max(shown, 0))
    }

    private func truncate(to count: Int, writingPath: Bool = true) {
        guard count < entries.count else { return }
        let removed = entries[count...]
        entries.removeSubrange(count...)
        for entry in removed { entry.onPop?() }
        guard writingPath, let path else { return }
        let values = entries.compactMap { entry -> AnyHashable? in
            if case .value(let value) = entry.kind { return value }
            return nil
        }
        if path.get() != values { path.set(values) }
    }

    private func show() {
        guard let navigation, let rootHost else { return }
        let stack: [UIViewController] = [rootHost] + entries.map(\.host)
        guard stack.map(ObjectIdentifier.init) != navigation.viewControllers.map(ObjectIdentifier.init) else {
            return
        }
        navigation.setViewControllers(stack, animated: navigation.viewIfLoaded?.window != nil)
    }

    private func host(for view: AnyView) -> UIHostingController<AnyView> {
        let host = UIHostingController(rootView: AnyView(EmptyView()))
        host.graph.inherit(environment)
        host.rootView = wrapped(
            view,
            dismiss: DismissAction { [weak self, weak host] in
                guard let self, let host else { return }
                self.pop(host)
            })
        return host
    }

    /// The screen's view in the stack's context; a pushed screen's `dismiss` pops it, while the
    /// root keeps the inherited one, so at a stack's root inside a sheet it closes the sheet
    /// (Apple's `DismissAction` documentation).
    private func wrapped(_ view: AnyView, dismiss: DismissAction?) -> AnyView {
        let inStack = view.environment(
            \.navigationContextReference, NavigationContextReference(context: self))
        guard let dismiss else { return AnyView(inStack) }
        return AnyView(inStack.environment(\.dismissAction, dismiss))
    }
}

/// One pushed controller and what put it there.
struct NavigationEntry {
    enum Kind {
        /// An element of the path.
        case value(AnyHashable)
        /// A view pushed outside the path (`NavigationLink(destination:label:)`, `isPresented:`).
        case view
    }

    let kind: Kind
    let host: UIHostingController<AnyView>
    let onPop: (() -> Void)?
}

/// The key under which a stack's context reaches the views inside it, weakly
/// (``NavigationContextReference``).
struct NavigationContextKey: EnvironmentKey {
    static let defaultValue: NavigationContextReference? = nil
}

extension EnvironmentValues {
    /// The navigation stack the view is in, held weakly: what a stack writes for its screens.
    var navigationContextReference: NavigationContextReference? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }

    /// The navigation stack the view is in, if any and while the stack is in the graph.
    var navigationContext: NavigationContext? {
        navigationContextReference?.context
    }
}
