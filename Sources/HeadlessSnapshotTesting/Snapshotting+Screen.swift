// ViewLifecycle · HeadlessSnapshotTesting

import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The screen text of the view once it settles: hosted in an iPhone-sized window, run until
    /// idle, and read as `Headless.screen()` reads it, one element a line.
    ///
    /// ```swift
    /// assertSnapshot(of: InboxScreen(), as: .screen)
    /// ```
    ///
    /// Call it on the main actor, from a test that holds the headless world (the `.headless`
    /// trait); the window closes once it is read. Stored as a `.txt` file and diffed by line.
    public static var screen: Snapshotting {
        Snapshotting<UIViewController, String>.screen.pullback { view in
            // The strategy runs on the main actor, where the test called the assertion.
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated { UIHostingController(rootView: view) }
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The screen text of the controller and of everything presented over it once it settles:
    /// shown in an iPhone-sized window, run until idle, and read as `Headless.screen(of:)`
    /// reads it, one element a line.
    ///
    /// Call it on the main actor, from a test that holds the headless world (the `.headless`
    /// trait); the window closes once it is read. Stored as a `.txt` file and diffed by line.
    public static var screen: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotWindow.showing(controller) { Headless.screen(of: controller) }
            }
        }
    }
}
