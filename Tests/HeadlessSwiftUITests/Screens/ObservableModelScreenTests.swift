// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Observation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: an @Observable store in the environment, read with
    // @Environment(Type.self) and edited through @Bindable.
    @Suite(.serialized) @MainActor struct ObservableModelScreenTests {
        // Written as `@Observable final class ProfileStore { var displayName = "Ann"; ... }` in
        // an app; spelled out as the macro expands (as Support/RowModel.swift explains, the 6.3
        // toolchain's macro cannot be type-checked against the iOS 17.4 SDK).
        @MainActor final class ProfileStore: Observable {
            private let registrar = ObservationRegistrar()
            private var storedDisplayName = "Ann"
            private var storedBio = ""
            private var storedIsPublic = true

            var displayName: String {
                get {
                    registrar.access(self, keyPath: \.displayName)
                    return storedDisplayName
                }
                set {
                    registrar.withMutation(of: self, keyPath: \.displayName) { storedDisplayName = newValue }
                }
            }

            var bio: String {
                get {
                    registrar.access(self, keyPath: \.bio)
                    return storedBio
                }
                set { registrar.withMutation(of: self, keyPath: \.bio) { storedBio = newValue } }
            }

            var isPublic: Bool {
                get {
                    registrar.access(self, keyPath: \.isPublic)
                    return storedIsPublic
                }
                set { registrar.withMutation(of: self, keyPath: \.isPublic) { storedIsPublic = newValue } }
            }
        }

        struct ProfileEditor: View {
            @Bindable var store: ProfileStore

            var body: some View {
                Form {
                    TextField("Display name", text: $store.displayName)
                    TextField("Bio", text: $store.bio, axis: .vertical)
                    Toggle("Public profile", isOn: $store.isPublic)
                }
            }
        }

        struct ProfileSummary: View {
            @Environment(ProfileStore.self) private var store

            var body: some View {
                let _ = log("summary \(store.displayName)")
                HStack {
                    Text(store.displayName)
                        .font(.headline)
                    if !store.isPublic {
                        Image(systemName: "lock.fill")
                            .accessibilityLabel("Private")
                    }
                }
            }
        }

        struct ProfileScreen: View {
            @Environment(ProfileStore.self) private var store

            var body: some View {
                @Bindable var store = store
                VStack {
                    ProfileSummary()
                    ProfileEditor(store: store)
                    Button("Reset name") { store.displayName = "Ann" }
                }
            }
        }

        struct Root: View {
            @State private var store = ProfileStore()

            var body: some View {
                ProfileScreen()
                    .environment(store)
            }
        }

        @Test(
            "typing into a @Bindable field re-runs the view reading the store from the environment",
            .enabled(if: Driver.drivesUserActions))
        func editsName() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Root()))
            #expect(events.take() == ["summary Ann"])
            try Driver.type("Bea", into: "Display name")
            #expect(events.take() == ["summary Bea"])
        }
    }
}
