// ViewLifecycle · ReadingList sample app
//
// A small app written the way an iOS app is written, using ViewLifecycle's modifiers. It imports
// only ViewLifecycle, which brings in Apple's SwiftUI on a device and the headless runtime
// elsewhere, so the same files build for an iPhone and run headless in the package's tests.
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import ViewLifecycle

    /// The sample app: a reading list with a library tab and a settings tab.
    ///
    /// In an app target it is the entry point (`@main`); here it is a library type that tests launch.
    public struct ReadingListApp: App {
        @State private var library = Library(books: Library.samples)
        @State private var log = ActivityLog()

        /// Creates the app.
        public init() {}

        /// The app's one window, with the models in its environment.
        public var body: some Scene {
            WindowGroup {
                RootView()
                    .environment(library)
                    .environment(log)
            }
        }
    }

#endif
