// ViewLifecycle · HeadlessSnapshotTesting

import HeadlessTesting
import LifecycleTrace

/// Plays a ``LifecycleSession`` and prints what its recorder took, section by section.
@MainActor
enum LifecycleLog {
    /// The session's log: `show`, each step and `close`, each with its lines indented.
    static func record(_ session: LifecycleSession) -> String {
        let recorder = LifecycleRecorder()
        var names = ObjectNames()
        var text = ""
        var printed = 0
        func section(_ title: String) {
            recorder.takeTrace()
            text += title + "\n"
            for entry in recorder.entries[printed...] {
                text += "  " + names.line(for: entry) + "\n"
            }
            printed = recorder.entries.count
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        // Only the window holds the screen, so `close` shows what closing it frees.
        window.rootViewController = session.makeController()
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        section("show")
        for step in session.steps {
            do {
                try step.perform()
                section(step.name)
            } catch {
                section(step.name)
                text += "  stopped: \(error)\n"
                break
            }
        }
        window.rootViewController = nil
        window.isHidden = true
        Headless.runUntilIdle()
        section("close")
        recorder.stop()
        return text
    }
}
