// ViewLifecycle · HeadlessSnapshotTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSnapshotTesting
    import SnapshotTesting
    import Testing

    // The file snapshot of HeadlessTesting's article "Testing SwiftUI screens with HeadlessTesting"
    // (its "Snapshots" section), copied as printed and checked in beside it. The article's inline
    // snapshot runs as an app's test in scripts/consumer (Tests/GreetingTests/BannerSnapshotTests.swift).
    enum TestingArticleSnapshots {
        struct CoffeeScreen: View {
            @State private var cups = 0

            var body: some View {
                NavigationStack {
                    Form {
                        Stepper("Cups: \(cups)", value: $cups, in: 0...10)
                        Button("Reset", role: .destructive) { cups = 0 }
                            .disabled(cups == 0)
                    }
                    .navigationTitle("Coffee")
                }
            }
        }

        @Suite(.headless) @MainActor struct CoffeeSnapshotTests {
            @Test func emptyOrder() {
                assertSnapshot(of: CoffeeScreen(), as: .screen)
            }
        }
    }

#endif
