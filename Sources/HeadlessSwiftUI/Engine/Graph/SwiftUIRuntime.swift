// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// HeadlessSwiftUI's state in the headless world: graphs waiting for an update, the one update
/// scheduled per run-loop turn, the scene phase, and counters for benchmarks.
///
/// It is a `HeadlessWorldPart`, so `Headless.reset()` tears every graph down with UIKit's state.
@MainActor
final class SwiftUIRuntime: HeadlessWorldPart {
    /// The runtime of the current world.
    static var current: SwiftUIRuntime { HeadlessWorld.shared.part(SwiftUIRuntime.self) }

    /// Every live graph, weakly, for scene-phase changes and tear-down.
    private var graphs: [WeakGraph] = []
    /// Graphs with changes for the next turn.
    private var pending: [ViewGraph] = []
    private var flushScheduled = false
    /// How many `body` evaluations and representable `make…`/`update…` calls are running: a view
    /// update, during which a state write is ignored with SwiftUI's warning.
    var updateDepth = 0
    /// How many `body`s ran since the world began (benchmarks count them).
    var bodyEvaluations = 0
    /// How many graph nodes were made since the world began (benchmarks count them).
    var nodesCreated = 0
    /// The scene phase the app's state maps to.
    private(set) var scenePhase: ScenePhase
    private var observers: [NSObjectProtocol] = []

    init() {
        scenePhase = ScenePhase(HeadlessWorld.shared.applicationState)
        let center = NotificationCenter.default
        let phases: [(Notification.Name, ScenePhase)] = [
            (UIApplication.willResignActiveNotification, .inactive),
            (UIApplication.didEnterBackgroundNotification, .background),
            (UIApplication.willEnterForegroundNotification, .inactive),
            (UIApplication.didBecomeActiveNotification, .active),
        ]
        for (name, phase) in phases {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.setScenePhase(phase) }
                })
        }
    }

    func tearDown() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
        pending.removeAll()
        for graph in graphs { graph.graph?.tearDown() }
        graphs.removeAll()
    }

    /// Every live graph, oldest first.
    var liveGraphs: [ViewGraph] { graphs.compactMap(\.graph) }

    func register(_ graph: ViewGraph) {
        graphs.removeAll { $0.graph == nil }
        graphs.append(WeakGraph(graph: graph))
    }

    /// Schedules one update of `graph` on the next run-loop turn (writes in one turn coalesce).
    func scheduleUpdate(of graph: ViewGraph) {
        if !pending.contains(where: { $0 === graph }) { pending.append(graph) }
        guard !flushScheduled else { return }
        flushScheduled = true
        HeadlessWorld.shared.enqueue { [weak self] in self?.flush() }
    }

    /// Updates every graph with pending changes.
    func flush() {
        flushScheduled = false
        let graphs = pending
        pending.removeAll()
        for graph in graphs where graph.needsUpdate { graph.update() }
    }

    /// Sets the phase every graph sees (the notifications do, and a launch at its start).
    func setScenePhase(_ phase: ScenePhase) {
        scenePhase = phase
        for entry in graphs { entry.graph?.setScenePhase(phase) }
    }

    /// Prints one of SwiftUI's runtime warnings to the console.
    func warn(_ message: String) {
        HeadlessWorld.shared.console.write(message)
    }

    private struct WeakGraph {
        weak var graph: ViewGraph?
    }
}

extension ScenePhase {
    /// The scene phase for an application state.
    init(_ state: UIApplication.State) {
        switch state {
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = .background
        @unknown default: self = .active
        }
    }
}
