// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// A `NavigationStack` whose root shows the tracked view `T` in one kind of container, with
    /// filler around it to scroll it away; the test pushes over it, scrolls, and removes it.
    /// Main-actor isolated as a whole: its content builders call SwiftUI initializers the iOS SDK
    /// isolates to the main actor, where only `body` is.
    @MainActor struct ContainerScreen: View {
        let kind: ContainerKind
        let expose: (Binding<Bool>, Binding<[Int]>) -> Void
        @State private var shows = true
        @State private var path: [Int] = []

        var body: some View {
            let _ = expose($shows, $path)
            NavigationStack(path: $path) {
                VStack {
                    if shows { content }
                }
                .navigationDestination(for: Int.self) { _ in Text("Pushed") }
            }
        }

        @ViewBuilder private var content: some View {
            switch kind {
            case .vStack:
                VStack {
                    TrackedScreen(name: "T")
                    Text("Other")
                }
            case .zStack:
                ZStack {
                    Text("Under")
                    TrackedScreen(name: "T")
                }
            case .conditional:
                TrackedScreen(name: "T")
            case .forEach:
                ForEach(["T"], id: \.self) { TrackedScreen(name: $0) }
            case .scrollView:
                ScrollView {
                    VStack {
                        TrackedScreen(name: "T")
                        filler
                    }
                }
            case .list:
                List {
                    TrackedScreen(name: "T")
                    filler
                }
            case .lazyVStack:
                ScrollView {
                    LazyVStack {
                        TrackedScreen(name: "T").frame(height: 44)
                        filler
                    }
                }
            case .lazyVGrid:
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible())]) {
                        TrackedScreen(name: "T").frame(height: 44)
                        filler
                    }
                }
            case .pages:
                TabView {
                    TrackedScreen(name: "T")
                    Text("Page 2")
                    Text("Page 3")
                }
                .tabViewStyle(.page)
            }
        }

        /// Sixty rows of 44 points: enough to scroll the tracked view well out of sight.
        private var filler: some View {
            ForEach(0..<60, id: \.self) { Text("Row \($0)").frame(height: 44) }
        }
    }

#endif
