// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// A tracked view in a random session: every event and visibility report it receives goes to
    /// the recorder under its identity's number.
    struct SessionProbe: View {
        let name: String
        let recorder: SessionRecorder
        /// One number per SwiftUI identity: state is kept per identity, so a new identity (a new
        /// push, an `.id` change, a re-inserted branch) gets a new number and its own stream.
        @State private var identity = Identity()

        var body: some View {
            let number = identity.number
            Text(name)
                .onLifecycle { [recorder, name] event, context in
                    recorder.record(number, name, event, context)
                }
                .onVisibilityChange { [recorder, name] visible in
                    recorder.record(number, name, visible: visible)
                }
                .onAppear { [recorder, name] in recorder.recordSwiftUI(number, name, shown: true) }
                .onDisappear { [recorder, name] in recorder.recordSwiftUI(number, name, shown: false) }
        }

        /// A number drawn once per identity.
        ///
        /// Not main-actor isolated: on Apple platforms a `@State` default value is evaluated in a
        /// nonisolated initializer. Only the serialized property test, on the main actor, draws.
        final class Identity {
            nonisolated(unsafe) private static var drawn = 0
            let number: Int

            init() {
                Self.drawn += 1
                number = Self.drawn
            }
        }
    }

#endif
