// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: @SceneStorage keeps a value per scene (here, per window), in a store a test
    // presets before launch and reads afterwards; the value outlives the view that wrote it.
    @Suite(.serialized) @MainActor struct SceneStorageTests {
        enum Tab: String { case library, settings }

        struct Reader: View {
            @SceneStorage("tab") var tab = Tab.library
            @SceneStorage("draft") var draft: String?
            @SceneStorage("zoom") var zoom = 1.0

            var body: some View {
                let _ = log("Reader \(tab.rawValue) \(draft ?? "nil") \(zoom)")
                Button("Settings") {
                    tab = .settings
                    draft = "note"
                }
            }
        }

        struct Rebuilt: View {
            @State var generation = 0

            var body: some View {
                Reader().id(generation)
                Button("Rebuild") { generation += 1 }
            }
        }

        @Test("a preset value is the first window's restored state; a write reaches the store")
        func presetAndRead() throws {
            let events = Log.start()
            Headless.sceneStorage().set(2.5, forKey: "zoom")
            let window = showInWindow(UIHostingController(rootView: Reader()))
            #expect(events.take() == ["Reader library nil 2.5"])
            try Headless.tap("Settings")
            #expect(events.take() == ["Reader settings note 2.5"])
            #expect(Headless.sceneStorage(for: window).string(forKey: "tab") == "settings")
            #expect(Headless.sceneStorage().string(forKey: "draft") == "note")
        }

        @Test("a rebuilt view reads what the view before it wrote")
        func keptAcrossRebuild() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rebuilt()))
            try Headless.tap("Settings")
            try Headless.tap("Rebuild")
            #expect(
                events.take() == [
                    "Reader library nil 1.0", "Reader settings note 1.0", "Reader settings note 1.0",
                ])
        }

        @Test("each window is a scene of its own; Headless.setSceneStorage re-runs only its readers")
        func separatePerScene() {
            let events = Log.start()
            let first = showInWindow(UIHostingController(rootView: Reader()))
            let second = showInWindow(UIHostingController(rootView: Reader()))
            #expect(events.take() == ["Reader library nil 1.0", "Reader library nil 1.0"])
            Headless.setSceneStorage("settings", forKey: "tab", in: first)
            Headless.runUntilIdle()
            #expect(events.take() == ["Reader settings nil 1.0"])
            #expect(Headless.sceneStorage(for: second).object(forKey: "tab") == nil)
        }
    }
}
