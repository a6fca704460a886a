// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// The app's tabs.
    public enum RootTab: Hashable, Sendable {
        /// The books.
        case library
        /// The app's settings.
        case settings
    }

#endif
