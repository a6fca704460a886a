// ViewLifecycle · HeadlessSwiftUI

/// The view graph of one hosting controller: a persistent node per identity, updated in place.
///
/// Changes (state writes, observed model writes, a new root view, a scene-phase change) mark
/// nodes dirty and schedule one update on the run loop's next turn; an update re-runs `body`
/// only for dirty nodes and for children whose inputs changed, then runs the actions it queued.
@MainActor
package final class ViewGraph {
    /// The root view as last set (by `init(rootView:)` or `rootView`).
    private(set) var rootView: any View
    /// The root node, once mounted.
    package private(set) var root: ViewNode?
    /// The environment at the root: the inherited one (if any) with this graph's scene phase.
    private(set) var rootEnvironment: EnvironmentValues
    /// The environment of the container whose child this graph's host is (a stack, a tab view, a
    /// presenting view), as last handed over; `nil` for a host made by the app.
    private var inheritedEnvironment: EnvironmentValues?
    /// Whether the hosting view is on screen, so inserted views appear.
    private(set) var isAppeared = false
    /// Nodes to re-run, in the order they asked.
    private var dirtyNodes: [ViewNode] = []
    /// Whether the root view or root environment changed since the last update.
    private var rootChanged = false
    /// Actions the current update queued.
    var actions = ActionQueue()
    /// The steps the current update has still to take (the walk's stack; empty between updates).
    ///
    /// Unchecked: every use is one `append` or `next()` on the main actor and none overlaps
    /// another, while the runtime's check of a class's stored property, made on every append and
    /// every step, was the largest cost the steps added to `lifecycle-bench mount`.
    @exclusivity(unchecked) var work = GraphWork()
    /// True while an update runs, so a change made by an action waits for the next update.
    private(set) var isUpdating = false
    /// The hosting controller, which represented controllers join as children.
    weak var host: UIViewController?
    /// Represented controllers made before the hosting view was in a window.
    var waitingForWindow: [WeakAttachable] = []

    init(rootView: any View) {
        self.rootView = rootView
        var environment = EnvironmentValues()
        environment.scenePhase = SwiftUIRuntime.current.scenePhase
        let traits = HeadlessWorld.shared.screenTraits
        environment.horizontalSizeClass = UserInterfaceSizeClass(traits.horizontalSizeClass)
        environment.verticalSizeClass = UserInterfaceSizeClass(traits.verticalSizeClass)
        self.rootEnvironment = environment
        SwiftUIRuntime.current.register(self)
    }

    // Not `isolated deinit`: Apple's runtimes have it only from macOS 15.4 and iOS 18.4, below the
    // package's deployment targets. A graph lives and dies with its hosting controller, on the main
    // actor, which `assumeIsolated` checks.
    deinit {
        MainActor.assumeIsolated {
            if let root { tearDownSubtree(root) }
        }
    }

    var runtime: SwiftUIRuntime { SwiftUIRuntime.current }

    /// Mounts the root if it is not mounted yet (the host's view loaded).
    func mountIfNeeded() {
        guard root == nil else { return }
        update()
    }

    /// Replaces the root view; the graph updates in place on the next turn, keeping state where
    /// identity is kept.
    func setRootView(_ view: any View) {
        rootView = view
        guard root != nil else { return }
        rootChanged = true
        runtime.scheduleUpdate(of: self)
    }

    /// Takes the environment of the container that made this graph's host, as SwiftUI passes a
    /// view's environment into the screens of a `NavigationStack`, the tabs of a `TabView` and a
    /// sheet's content. The graph's own scene phase stays on top, so every graph sees the same
    /// phase whichever the runtime told first. Like a new root view, it updates on the next turn,
    /// where only the views that read a changed value re-run.
    func inherit(_ environment: EnvironmentValues) {
        if let inheritedEnvironment, inheritedEnvironment.isIdentical(to: environment) { return }
        inheritedEnvironment = environment
        var next = environment
        next.scenePhase = rootEnvironment.scenePhase
        rootEnvironment = next
        guard root != nil else { return }
        rootChanged = true
        runtime.scheduleUpdate(of: self)
    }

    /// Sets the scene phase at the root and updates at once (each phase change is its own
    /// transaction on a device, so an `onChange` sees every step).
    func setScenePhase(_ phase: ScenePhase) {
        guard rootEnvironment.scenePhase != phase else { return }
        rootEnvironment.scenePhase = phase
        guard root != nil else { return }
        rootChanged = true
        update()
    }

    /// Takes the window's new size classes at the root (every host in the window hears the trait
    /// change, a container's screens too) and updates on the next turn, where only the views that
    /// read them re-run.
    func setSizeClasses(horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) {
        guard
            rootEnvironment.horizontalSizeClass != horizontal || rootEnvironment.verticalSizeClass != vertical
        else { return }
        rootEnvironment.horizontalSizeClass = horizontal
        rootEnvironment.verticalSizeClass = vertical
        guard root != nil else { return }
        rootChanged = true
        runtime.scheduleUpdate(of: self)
    }

    /// Asks for `node`'s body in the next update.
    func scheduleUpdate(of node: ViewNode) {
        dirtyNodes.append(node)
        runtime.scheduleUpdate(of: self)
    }

    /// Whether an update is waiting.
    var needsUpdate: Bool { root == nil || rootChanged || !dirtyNodes.isEmpty }

    /// Brings the graph up to date and runs the actions the update queued.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        if let root {
            if rootChanged {
                rootChanged = false
                reconcile(root, with: rootView, environment: rootEnvironment)
                takeSteps()
            }
        } else {
            rootChanged = false
            let view = rootView
            let node = mount(
                ChildKey(tag: .body, type: typeIdentifier(of: view)), view, environment: rootEnvironment,
                parent: nil)
            takeSteps()
            root = node
        }
        repeat {
            while !dirtyNodes.isEmpty {
                let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
                dirtyNodes.removeAll()
                // Each dirty node's subtree is finished before the next is looked at: it may have
                // re-rendered (or removed) a node further down the list.
                for node in nodes where node.isDirty && node.isMounted {
                    render(node)
                    takeSteps()
                }
            }
            // Focus moved or a published value changed: its readers here re-run in this update.
            FocusedValueRegistry.check()
        } while !dirtyNodes.isEmpty
        PreferenceObservers.check(in: self)
        isUpdating = false
        runActions()
    }

    /// Runs the queued actions; a change they make schedules the next update.
    func runActions() {
        while !actions.isEmpty {
            for action in actions.take() { action() }
        }
    }

    /// Lets go of every node: tasks are cancelled, no action runs.
    func tearDown() {
        dirtyNodes.removeAll()
        if let root { tearDownSubtree(root) }
        root = nil
        actions = ActionQueue()
    }

    /// Children first, each node drops its children once they are done, so no release of a deep
    /// subtree recurses either.
    private func tearDownSubtree(_ node: ViewNode) {
        for node in node.subtreeChildrenFirst {
            node.isMounted = false
            node.behavior?.tearDown()
            node.children.removeAll()
        }
    }

    /// Appearance follows the hosting view: on screen, every view appears (children first);
    /// off screen, every view disappears. State is kept either way.
    func setAppeared(_ appeared: Bool) {
        guard appeared != isAppeared else { return }
        if needsUpdate { update() }
        isAppeared = appeared
        guard let root else { return }
        if appeared {
            queueAppearance(of: root)
        } else {
            queueDisappearance(of: root, into: &actions.removals)
        }
        runActions()
    }

    /// Queues the appearance of every view in `node`'s subtree, children first.
    func queueAppearance(of node: ViewNode) {
        for node in node.subtreeChildrenFirst { node.behavior?.appear(into: &actions) }
    }

    /// Queues the disappearance of every view in `node`'s subtree, children first, into `list`.
    func queueDisappearance(of node: ViewNode, into list: inout [() -> Void]) {
        for node in node.subtreeChildrenFirst { node.behavior?.disappear(into: &list) }
    }
}

/// The dynamic type of a view, as a key.
func typeIdentifier(of view: any View) -> ObjectIdentifier {
    ObjectIdentifier(type(of: view))
}
