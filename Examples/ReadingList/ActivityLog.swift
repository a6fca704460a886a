// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Observation

    /// What the screens report as they come and go: the lines the app would send to its analytics,
    /// and what its tests read.
    @Observable
    public final class ActivityLog {
        /// Every line, oldest first.
        public private(set) var lines: [String] = []

        /// Creates an empty log.
        public init() {}

        /// Appends a line.
        public func record(_ line: String) {
            lines.append(line)
        }
    }

#endif
