// ViewLifecycle · ReadingList sample app

/// The app's tabs.
public enum RootTab: Hashable, Sendable {
    /// The books.
    case library
    /// The app's settings.
    case settings
}
