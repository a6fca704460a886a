// ViewLifecycle · HeadlessTesting

extension Headless {
    /// Plays `steps` random user actions on `root`, drawn from what is on screen, and checks the
    /// lifecycle after each; on a failure, shrinks the actions to a short list that still fails
    /// and throws it as Swift to paste into a test.
    ///
    /// Each action is drawn, with a generator seeded by `seed`, from those the top layer offers:
    /// a tap on an enabled control, link, tab or toolbar item, typing into a field, an option of
    /// a picker, the back button, a scroll to the end or the top, a sheet's swipe down (finished
    /// or cancelled), and a trip to the background and back. After each one, and after the
    /// window closes at the end, the explorer checks that every tracked view's events obey the
    /// event contract, that the runtime's callbacks keep UIKit's documented order (LifecycleTrace's
    /// checker), that the runtime printed no warning, and that `invariant` holds; once the window
    /// is closed, that no controller it showed and no tracked view is still alive.
    ///
    /// Every run starts from a fresh world (`Headless.reset(profile:)` with the current profile,
    /// app storage as it was at the call) and builds `root` anew, so a shrunk list replays
    /// exactly; the same seed gives the same run. Call it from a test that holds the world (the
    /// `.headless` trait); the world is reset when it returns.
    ///
    /// ```swift
    /// try Headless.explore(RootView().environment(Library()), seed: 7, steps: 200) {
    ///     !Headless.screen().contains("0 books")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - root: The screen, built again for every run (models made in the expression are fresh).
    ///   - seed: The seed of the actions' generator.
    ///   - steps: How many actions to play.
    ///   - invariant: What must hold after every action; `false` or a thrown error is a finding.
    /// - Returns: The actions played, when every check passed.
    /// - Throws: ``ExplorationFailure`` with the shrunk actions; `DriverError` when `steps` is
    ///   negative.
    @discardableResult
    public static func explore<Root: View>(
        _ root: @autoclosure @escaping @MainActor () -> Root, seed: UInt64, steps: Int,
        invariant: @escaping @MainActor () throws -> Bool = { true }
    ) throws -> [ExplorerAction] {
        guard steps >= 0 else {
            throw DriverError("Headless.explore(_:seed:steps:) needs steps of 0 or more, not \(steps).")
        }
        let session = ExplorerSession({ UIHostingController(rootView: root()) }, invariant: invariant)
        defer { reset(profile: profile) }
        let outcome = session.run(.random(seed: seed, steps: steps))
        guard let finding = outcome.finding else { return outcome.played }
        let shrunk = ExplorerShrinker(session: session, kind: finding.kind).shrink(
            outcome.played, finding: finding)
        throw ExplorationFailure(
            finding: shrunk.finding.description, seed: seed, originalCount: outcome.played.count,
            actions: shrunk.actions)
    }
}
