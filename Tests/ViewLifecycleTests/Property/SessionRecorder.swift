// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// Every tracked view's stream in one random session, each judged by its own checker as it
    /// arrives; the first breach is kept with the stream that led to it.
    @MainActor final class SessionRecorder {
        /// The identities' names and checkers, by identity number.
        private var streams: [Int: (name: String, checker: DeliveredStreamChecker, lines: [String])] = [:]
        /// Whether the app is active, as the session last made it.
        var sceneActive = true
        /// Whether the screen is regular in width, as the session last made it.
        var regularWidth = false
        /// Whether SwiftUI shows each identity now, by its last `onAppear` or `onDisappear`.
        private var shownBySwiftUI: [Int: Bool] = [:]
        /// The first breach, with the stream that led to it.
        private(set) var failure: String?

        /// Records an event of identity `number`.
        func record(_ number: Int, _ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) {
            var stream = streams[number] ?? (name, DeliveredStreamChecker(), [])
            stream.lines.append("\(event) \(context)")
            if context.source == .swiftUI, context.disappearanceReason != .removed { swiftUIDeliveries += 1 }
            let breach = stream.checker.check(event, context)
            streams[number] = stream
            if let breach { fail(number, breach) }
        }

        /// Records a visibility report of identity `number`.
        func record(_ number: Int, _ name: String, visible: Bool) {
            var stream = streams[number] ?? (name, DeliveredStreamChecker(), [])
            stream.lines.append("visible \(visible)")
            let breach = stream.checker.check(visibility: visible, sceneActive: sceneActive)
            streams[number] = stream
            if let breach { fail(number, breach) }
        }

        /// Records SwiftUI's appearance of identity `number` (its `onAppear` or `onDisappear`).
        func recordSwiftUI(_ number: Int, _ name: String, shown: Bool) {
            shownBySwiftUI[number] = shown
            var stream = streams[number] ?? (name, DeliveredStreamChecker(), [])
            stream.lines.append(shown ? "onAppear" : "onDisappear")
            streams[number] = stream
        }

        /// Checks every stream between actions: no visibility change left unreported, and every
        /// view SwiftUI shows has appeared (none left silent), every one it stopped showing has
        /// disappeared.
        func checkSettled() {
            for (number, stream) in streams {
                if let breach = stream.checker.checkSettledVisibility(sceneActive: sceneActive) {
                    fail(number, breach)
                }
                if let shown = shownBySwiftUI[number],
                    let breach = stream.checker.checkSettled(shownBySwiftUI: shown)
                {
                    fail(number, breach)
                }
            }
        }

        /// Checks every stream once the session's window is gone: each ended hidden.
        func checkEnded() {
            for (number, stream) in streams {
                if let breach = stream.checker.checkEnded() { fail(number, breach) }
            }
        }

        /// How many events and reports were delivered in all.
        var deliveries: Int { streams.values.reduce(0) { $0 + $1.lines.count } }

        /// How many deliveries came from SwiftUI's side (not teardown's).
        private(set) var swiftUIDeliveries = 0

        private func fail(_ number: Int, _ breach: String) {
            guard failure == nil, let stream = streams[number] else { return }
            failure =
                "\(stream.name) #\(number): \(breach)\n  stream: \(stream.lines.joined(separator: ", "))"
        }
    }

#endif
