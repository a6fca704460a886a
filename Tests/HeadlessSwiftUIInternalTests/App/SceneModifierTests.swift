// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

/// A number the scene's environment modifiers set and transform.
private struct SceneCounterKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// A number the scene's environment modifiers set and transform.
    fileprivate var sceneCounter: Int {
        get { self[SceneCounterKey.self] }
        set { self[SceneCounterKey.self] = newValue }
    }
}

/// The root of `ModifiedScenesApp`: what the scene's environment and storage gave it.
struct ModifiedScenesRoot: View {
    @Environment(\.sceneCounter) private var counter
    @AppStorage("greeting") private var greeting = "none"

    var body: some View {
        Text("Counter \(counter), greeting \(greeting)")
    }
}

/// An app whose scene carries the window, menu and storage modifiers.
struct ModifiedScenesApp: App {
    static let store: UserDefaults = {
        let store = UserDefaults(suiteName: "ModifiedScenesApp")!
        store.set("hello", forKey: "greeting")
        return store
    }()

    var body: some Scene {
        WindowGroup {
            ModifiedScenesRoot()
        }
        .transformEnvironment(\.sceneCounter) { $0 += 1 }
        .environment(\.sceneCounter, 2)
        .defaultAppStorage(Self.store)
        .windowResizability(.contentSize)
        .defaultSize(CGSize(width: 300, height: 200))
        .defaultSize(width: 1, height: 2)
        .handlesExternalEvents(matching: ["notes"])
        .commandsRemoved()
        .commandsReplaced {
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
        }
    }
}

/// An app with one scene under `if #available` and more scenes than the builder took before.
struct ManyScenesApp: App {
    var body: some Scene {
        if #available(iOS 17.0, *) {
            WindowGroup("Available") { Text("Available") }
        }
        WindowGroup("2") { Text("2") }
        WindowGroup("3") { Text("3") }
        WindowGroup("4") { Text("4") }
        WindowGroup("5") { Text("5") }
    }
}

/// An app whose scenes sit in a group, so one modifier reaches them all.
struct GroupedScenesApp: App {
    var body: some Scene {
        Group {
            WindowGroup { ModifiedScenesRoot() }
            WindowGroup("Other") { Text("Other") }
        }
        .environment(\.sceneCounter, 7)
    }
}

extension SwiftUIInternalTests {
    // Issue 32: the scene's environment and storage modifiers reach the window's root; the window
    // and menu modifiers are kept, and recorded as inert.
    @Suite(.serialized) @MainActor struct SceneModifierTests {
        @Test("the root sees the transformed environment and the scene's default store")
        func environmentAndStorage() {
            _ = Log.start()
            Headless.launch(ModifiedScenesApp.self)
            #expect(
                Headless.screen() == """
                    Text "Counter 3, greeting hello"

                    """)
            #expect(
                Headless.inertCalls == [
                    "Scene.commandsRemoved()", "Scene.commandsReplaced(content:)", "Scene.defaultSize(_:)",
                    "Scene.defaultSize(width:height:)", "Scene.handlesExternalEvents(matching:)",
                    "Scene.windowResizability(_:)",
                ])
        }

        @Test("a group of scenes shows its first window, under the group's modifiers")
        func groupedScenes() {
            _ = Log.start()
            Headless.launch(GroupedScenesApp.self)
            #expect(
                Headless.screen() == """
                    Text "Counter 7, greeting none"

                    """)
        }

        @Test("a scene under `if #available` and five scenes build; the first with a window shows")
        func builder() {
            _ = Log.start()
            Headless.launch(ManyScenesApp.self)
            #expect(
                Headless.screen() == """
                    Text "Available"

                    """)
        }

        @Test("a window group with a title and data shows its content with no value at launch")
        func titledDataGroup() {
            _ = Log.start()
            Headless.launch(
                TitledDataApp())
            #expect(
                Headless.screen() == """
                    Text "Item none"

                    """)
        }
    }
}

/// An app with a titled, data-presenting window group.
struct TitledDataApp: App {
    var body: some Scene {
        WindowGroup("Items", id: "items", for: String.self) { $item in
            Text("Item \(item ?? "none")")
        }
        WindowGroup(Text("Defaults"), for: Int.self) { $number in
            Text("Number \(number)")
        } defaultValue: {
            7
        }
    }
}
