// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Sources: Apple's documentation of `AppStorage` (reads and writes a user default and
    // invalidates the view on a change), `FocusState`, `ScaledMetric`, `EnvironmentValues`'s
    // defaults and `DynamicProperty.update()` ("SwiftUI calls this function before rendering a
    // view's body to ensure the view has the most recent value").
    @Suite(.serialized) @MainActor struct DataPropertyTests {
        enum Order: String { case added, title }

        struct Settings: View {
            @AppStorage("flag", store: DataPropertyTests.store) var flag = false
            @AppStorage("order", store: DataPropertyTests.store) var order = Order.added
            @AppStorage("name", store: DataPropertyTests.store) var name: String?

            var body: some View {
                let _ = log("Settings \(flag) \(order.rawValue) \(name ?? "nil")")
                let _ = Triggers.shared.register("write") {
                    flag = true
                    order = .title
                    name = "x"
                }
                EmptyView()
            }
        }

        nonisolated(unsafe) static let store: UserDefaults = {
            let defaults = UserDefaults(suiteName: "DataPropertyTests")!
            defaults.removePersistentDomain(forName: "DataPropertyTests")
            return defaults
        }()

        @Test("@AppStorage reads preset values, writes the store and re-runs its view")
        func appStorage() {
            let log = Log.start()
            Self.store.removePersistentDomain(forName: "DataPropertyTests")
            Self.store.set("title", forKey: "order")
            _ = showInWindow(UIHostingController(rootView: Settings()))
            #expect(log.take() == ["Settings false title nil"])
            Triggers.shared.tap("write")
            Driver.runUntilIdle()
            #expect(log.take() == ["Settings true title x"])
            #expect(Self.store.bool(forKey: "flag") == true)
            #expect(Self.store.string(forKey: "name") == "x")
        }

        struct FocusForm: View {
            @FocusState var focused: Bool
            @ScaledMetric var spacing: CGFloat = 10

            var body: some View {
                let _ = log("Form \(focused) \(spacing)")
                let _ = Triggers.shared.register("focus") { focused = true }
                Text("field").focused($focused)
            }
        }

        @Test("@FocusState set programmatically re-runs the view; @ScaledMetric scales by dynamicTypeSize")
        func focusAndScale() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: FocusForm().dynamicTypeSize(.xxxLarge)))
            Triggers.shared.tap("focus")
            Driver.runUntilIdle()
            #expect(log.take() == ["Form false 13.529411764705882", "Form true 13.529411764705882"])
        }

        struct Defaults: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.layoutDirection) var direction
            @Environment(\.isPresented) var presented

            var body: some View {
                let _ = log("\(scheme) \(size) \(direction) \(presented)")
                EmptyView()
            }
        }

        @Test("environment keys have Apple's defaults, and environment(_:_:) overrides them")
        func environmentDefaults() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Defaults()))
            _ = showInWindow(UIHostingController(rootView: Defaults().environment(\.colorScheme, .dark)))
            #expect(log.take() == ["light large leftToRight false", "dark large leftToRight false"])
        }

        final class UpdateCounter {
            var updates = 0
        }

        struct Counted: DynamicProperty {
            let counter: UpdateCounter
            func update() {
                counter.updates += 1
                let line = "update \(counter.updates)"
                MainActor.assumeIsolated { log(line) }
            }
        }

        struct Updated: View {
            var counted: Counted
            @State private var tick = 0

            var body: some View {
                let _ = log("body \(tick)")
                let _ = Triggers.shared.register("tick") { tick += 1 }
                EmptyView()
            }
        }

        @Test("DynamicProperty.update() runs before each body")
        func update() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(rootView: Updated(counted: Counted(counter: UpdateCounter()))))
            Triggers.shared.tap("tick")
            Driver.runUntilIdle()
            #expect(log.take() == ["update 1", "body 0", "update 2", "body 1"])
        }
    }
}
