// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    /// The app session's state: the unread count a new message changes, the banner it shows, and
    /// whether the Compose sheet is up.
    ///
    /// Every screen's body reads it, so a change runs the bodies again and hands each modifier a
    /// new closure: the moment seed 001's coordinator keeps its first one.
    @Observable @MainActor
    final class SessionModel {
        /// How many messages are unread.
        var unread = 0
        /// Whether the user closed the new-message banner.
        var bannerClosed = false
        /// Whether the Compose sheet is presented; a finished swipe down sets it back to `false`.
        var composing = false
    }

#endif
