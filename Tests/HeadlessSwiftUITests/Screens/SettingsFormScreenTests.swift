// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a settings form of the kind most apps have (pickers, toggles,
    // steppers and @AppStorage), mounted and driven by a toggle tap.
    @Suite(.serialized) @MainActor struct SettingsFormScreenTests {
        enum Appearance: String, CaseIterable, Identifiable {
            case system, light, dark

            var id: Self { self }

            var title: LocalizedStringKey {
                switch self {
                case .system: "System"
                case .light: "Light"
                case .dark: "Dark"
                }
            }
        }

        struct SettingsScreen: View {
            @AppStorage("sweep.notifications") private var notificationsEnabled = false
            @AppStorage("sweep.appearance") private var appearance: Appearance = .system
            @AppStorage("sweep.dailyGoal") private var dailyGoal = 3
            @State private var showsAdvanced = false

            private let version = "2.4.1"

            var body: some View {
                NavigationStack {
                    Form {
                        Section {
                            Toggle("Notifications", isOn: $notificationsEnabled)
                                .tint(.accentColor)
                            Picker("Appearance", selection: $appearance) {
                                ForEach(Appearance.allCases) { option in
                                    Text(option.title).tag(option)
                                }
                            }
                            .pickerStyle(.menu)
                        } header: {
                            Text("General")
                        } footer: {
                            Text("Notifications remind you of your daily goal.")
                        }

                        Section("Goal") {
                            Stepper(value: $dailyGoal, in: 1...10) {
                                Text("\(dailyGoal) chapters a day")
                            }
                            Toggle(isOn: $showsAdvanced.animation()) {
                                Label("Advanced", systemImage: "gearshape.2")
                            }
                            if showsAdvanced {
                                LabeledContent("Goal in a week", value: "\(dailyGoal * 7)")
                            }
                        }

                        Section {
                            LabeledContent("Version", value: version)
                            Link(destination: URL(string: "https://example.com/privacy")!) {
                                Label("Privacy Policy", systemImage: "hand.raised")
                            }
                        }
                    }
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
                    .onChange(of: notificationsEnabled) { _, isOn in
                        log("notifications \(isOn)")
                    }
                }
            }
        }

        @Test(
            "tapping the notifications toggle writes its AppStorage and runs onChange",
            .enabled(if: Driver.drivesUserActions))
        func togglesNotifications() throws {
            // A store of the test's own, emptied first, so no earlier run's value decides the toggle.
            let store = try #require(UserDefaults(suiteName: "SettingsFormScreenTests"))
            store.removePersistentDomain(forName: "SettingsFormScreenTests")
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: SettingsScreen().defaultAppStorage(store)))
            try Driver.tap("Notifications")
            #expect(events.take() == ["notifications true"])
            #expect(store.object(forKey: "sweep.notifications") as? Bool == true)
        }
    }
}
