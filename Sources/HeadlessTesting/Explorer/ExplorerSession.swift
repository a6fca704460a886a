// ViewLifecycle · HeadlessTesting

import Foundation

/// One run of the explorer from a fresh world: the root shown in a window, then actions (drawn
/// from a seed, or replayed from a list), each followed by the checks, then the window closed
/// and nothing left alive.
@MainActor
package final class ExplorerSession {
    /// How a run ended.
    package struct Outcome {
        /// The actions played, in order (a replayed action the screen no longer offered is left out).
        package var played: [Headless.ExplorerAction]
        /// The first finding, or `nil` when every check passed.
        package var finding: ExplorerFinding?
    }

    /// Where a run's actions come from.
    package enum Script {
        /// `steps` actions, each drawn from those on screen.
        case random(seed: UInt64, steps: Int)
        /// These actions, skipping any the screen does not offer when its turn comes.
        case replay([Headless.ExplorerAction])
    }

    private let makeRoot: @MainActor () -> UIViewController
    private let invariant: @MainActor () throws -> Bool
    private let profile: Headless.Profile
    private let defaults: [String: Any]
    /// Time spent playing actions and checking after them, over every run of this session.
    package private(set) var actionTime = Duration.zero
    package private(set) var checkTime = Duration.zero

    /// Prepares runs of `makeRoot`'s controller in the world's current profile, starting from
    /// the app storage as it is now.
    package init(
        _ makeRoot: @escaping @MainActor () -> UIViewController,
        invariant: @escaping @MainActor () throws -> Bool
    ) {
        self.makeRoot = makeRoot
        self.invariant = invariant
        profile = Headless.profile
        defaults = Headless.userDefaults.dictionaryRepresentation()
    }

    /// Plays one run from a fresh world.
    package func run(_ script: Script) -> Outcome {
        startFreshWorld()
        let recorder = LifecycleRecorder()
        defer { recorder.stop() }
        var checks = ExplorerChecks(invariant: invariant)
        var controllers = ShownControllers()
        var played: [Headless.ExplorerAction] = []
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window?.rootViewController = makeRoot()
        window?.makeKeyAndVisible()
        Headless.runUntilIdle()
        controllers.collect(from: window)
        if let finding = timedCheck(&checks, recorder) { return Outcome(played: played, finding: finding) }

        var random: ExplorerRandom?
        let count: Int
        switch script {
        case .random(let seed, let steps):
            random = ExplorerRandom(seed: seed)
            count = steps
        case .replay(let actions): count = actions.count
        }
        for step in 0..<count {
            let action: Headless.ExplorerAction
            if var generator = random {
                let offered = ExplorerScreen.actions()
                action = offered[generator.index(below: offered.count)]
                random = generator
            } else if case .replay(let actions) = script {
                action = actions[step]
            } else {
                continue
            }
            let start = ContinuousClock.now
            do {
                try action.play()
            } catch {
                actionTime += ContinuousClock.now - start
                continue
            }
            actionTime += ContinuousClock.now - start
            played.append(action)
            controllers.collect(from: window)
            if let finding = timedCheck(&checks, recorder) {
                return Outcome(played: played, finding: finding)
            }
        }

        // Teardown: the window lets go of its screens; nothing of them may stay.
        window?.rootViewController = nil
        window?.isHidden = true
        window = nil
        Headless.runUntilIdle()
        if let finding = checks.check(recorder, checksInvariant: false) {
            return Outcome(played: played, finding: finding)
        }
        if let unfinished = checks.unfinishedViews.first {
            let leaked = recorder.views[unfinished.view - 1].relay != nil
            return Outcome(
                played: played,
                finding: ExplorerFinding(
                    kind: leaked ? .leak : .contract,
                    message: leaked
                        ? "tracked view \(unfinished.view) is still alive, \(unfinished.phase.rawValue), after its window closed"
                        : "tracked view \(unfinished.view) was freed while \(unfinished.phase.rawValue), its disappearance never delivered"
                ))
        }
        if let view = recorder.views.first(where: { $0.relay != nil }) {
            return Outcome(
                played: played,
                finding: ExplorerFinding(
                    kind: .leak,
                    message: "tracked view \(view.number)'s relay is still alive after its window closed"))
        }
        if let alive = controllers.alive.first {
            return Outcome(
                played: played,
                finding: ExplorerFinding(
                    kind: .leak, message: "\(alive) is still alive after its window closed"))
        }
        return Outcome(played: played, finding: nil)
    }

    private func timedCheck(_ checks: inout ExplorerChecks, _ recorder: LifecycleRecorder) -> ExplorerFinding?
    {
        let start = ContinuousClock.now
        defer { checkTime += ContinuousClock.now - start }
        return checks.check(recorder)
    }

    /// A world as `Headless.reset(profile:)` makes it, with the last one's leftover tasks run
    /// out first, and the app storage as it was when the session began.
    private func startFreshWorld() {
        Headless.reset(profile: profile)
        Headless.runUntilIdle()
        Headless.reset(profile: profile)
        let store = Headless.userDefaults
        let now = store.dictionaryRepresentation()
        for key in now.keys where defaults[key] == nil { store.removeObject(forKey: key) }
        for (key, value) in defaults where !Self.same(now[key], value) { store.set(value, forKey: key) }
    }

    private static func same(_ stored: Any?, _ value: Any) -> Bool {
        guard let stored = stored as? NSObject, let value = value as? NSObject else { return false }
        return stored.isEqual(value)
    }
}
