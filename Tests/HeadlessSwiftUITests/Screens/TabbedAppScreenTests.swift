// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep (second batch): an app's root tab view over an ObservableObject
    // store shared with environmentObject, with badges and task(id:).
    @Suite(.serialized) @MainActor struct TabbedAppScreenTests {
        final class InboxStore: ObservableObject {
            @Published var unread = 3
            @Published var folder = "Inbox"
        }

        struct InboxView: View {
            @EnvironmentObject private var store: InboxStore

            var body: some View {
                NavigationStack {
                    List {
                        Picker("Folder", selection: $store.folder) {
                            Text("Inbox").tag("Inbox")
                            Text("Archive").tag("Archive")
                        }
                        Button("Mark all read") { store.unread = 0 }
                    }
                    .navigationTitle(store.folder)
                    .task(id: store.folder) {
                        log("load \(store.folder)")
                    }
                }
            }
        }

        struct SettingsTab: View {
            var body: some View {
                NavigationStack {
                    Text("Settings")
                        .navigationTitle("Settings")
                }
            }
        }

        struct RootView: View {
            @StateObject private var store = InboxStore()
            @State private var tab = 0

            var body: some View {
                TabView(selection: $tab) {
                    InboxView()
                        .tabItem { Label("Inbox", systemImage: "tray") }
                        .badge(store.unread)
                        .tag(0)
                    SettingsTab()
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag(1)
                }
                .environmentObject(store)
                .onOpenURL { url in log("open \(url)") }
            }
        }

        @Test(
            "choosing a folder reruns the inbox's task for the new id", .tasksFollowVirtualTime,
            .enabled(if: Driver.drivesUserActions)
        )
        func reloads() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: RootView()))
            #expect(events.take() == ["load Inbox"])
            try Driver.select("Archive", in: "Folder")
            #expect(events.take() == ["load Archive"])
        }
    }
}
