// ViewLifecycle · HeadlessSwiftUI

/// The one adaptor behind both representables: what a representable's identity keeps (its
/// coordinator and its controller or view) and the order it calls them in.
///
/// Order (reference 18, R4): `makeCoordinator()`, `make…`, `update…` at once; `update…` again only
/// when the graph re-renders the node, which it does when the representable's inputs differ or an
/// environment value read from its context changed; at removal `dismantle…`, then the platform
/// object leaves its host, then the coordinator and the object are released. Exactly one
/// coordinator and one platform object per identity.
final class RepresentableBehavior<Representation: PlatformRepresentation>: NodeBehavior, HostAttachable {
    private var coordinator: Representation.Coordinator?
    private(set) var platform: Representation.Platform?
    private weak var graph: ViewGraph?
    private var isAttached = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Makes the platform object on the first render, updates it on every render, and records the
    /// environment keys read so the node is re-rendered when one of them changes.
    func render(_ representable: Representation.Representable, node: ViewNode) {
        let recorder = EnvironmentReadRecorder()
        let values = RepresentableContextValues(environment: node.environment, recorder: recorder)
        let isNew = platform == nil
        // An app's `make…` and `update…` are part of the view update, as in SwiftUI, which warns
        // of a state write made in them; joining the host (UIKit's appearance callbacks) comes
        // after.
        let runtime = SwiftUIRuntime.current
        let isViewUpdate = !(representable is any BuiltInContainer)
        if isViewUpdate { runtime.updateDepth += 1 }
        makeOrUpdate(representable, values: values)
        if isViewUpdate { runtime.updateDepth -= 1 }
        node.environmentReads += recorder.reads
        if isNew { attachWhenPossible() }
    }

    private func makeOrUpdate(
        _ representable: Representation.Representable, values: RepresentableContextValues
    ) {
        if let platform, let coordinator {
            let context = Representation.Context(coordinator: coordinator, values: values)
            Representation.update(representable, platform, context: context)
        } else {
            let coordinator = Representation.makeCoordinator(representable)
            self.coordinator = coordinator
            let context = Representation.Context(coordinator: coordinator, values: values)
            let platform = Representation.make(representable, context: context)
            self.platform = platform
            Representation.update(representable, platform, context: context)
        }
    }

    /// Joins the host now, or once the hosting view is in a window for a controller, whose
    /// appearance callbacks UIKit forwards only from a parent on screen.
    private func attachWhenPossible() {
        guard let graph, let host = graph.host, let hostView = host.viewIfLoaded else { return }
        if Representation.waitsForWindow, hostView.window == nil {
            graph.attachWhenInWindow(self)
        } else {
            attachToHost()
        }
    }

    func attachToHost() {
        guard !isAttached, let platform, let host = graph?.host else { return }
        isAttached = true
        Representation.attach(platform, to: host)
    }

    override func tearDown() {
        guard let platform, let coordinator else { return }
        Representation.dismantle(platform, coordinator: coordinator)
        if isAttached { Representation.detach(platform) }
        isAttached = false
        // The coordinator goes first, then the object: the order seed 000's deinits print in.
        self.coordinator = nil
        self.platform = nil
    }

    override var dumpDescription: String? {
        platform.map { "\($0)" }
    }
}

/// A representable waiting for its hosting view to enter a window.
@MainActor
protocol HostAttachable: AnyObject {
    func attachToHost()
}
