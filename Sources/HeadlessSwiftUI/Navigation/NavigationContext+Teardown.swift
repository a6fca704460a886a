// ViewLifecycle · HeadlessSwiftUI

extension NavigationContext {
    /// The stack leaves the graph with screens pushed: on a profile with the teardown anomaly,
    /// the root screen's views run `onAppear` once more on the next run-loop turn, after the
    /// views that replaced the stack appeared (fatbobman.com: "all onAppear calls in the root
    /// view" fire, the ones outside the stack do not; VAndrJ/awesome-apple-bugs, iOS 18.0-18.4;
    /// trace 14).
    func replayRootAppearanceAtTeardown() {
        guard Headless.profile.navigationStackTeardownFiresRootAppear, let rootHost,
            (navigation?.viewControllers.count ?? 0) > 1
        else { return }
        HeadlessWorld.shared.enqueue { rootHost.graph.replayAppearActions() }
    }
}
