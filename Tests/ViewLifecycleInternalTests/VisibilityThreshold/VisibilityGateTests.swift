// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    extension ModifierInternalTests {
        // The gate and the share on their own: the inputs of every platform's route, including
        // SwiftUI's own scroll visibility answers (iOS 18), which no SDK here can compile.
        @MainActor struct VisibilityGateTests {
            /// Handlers at thresholds 0.5 and 1 that log `"<threshold> <Bool>"`.
            private let handlers = LifecycleHandlers(
                threshold: .init(threshold: 0.5, perform: { log("0.5 \($0)") })
            ).merging(LifecycleHandlers(threshold: .init(threshold: 1, perform: { log("1.0 \($0)") })))

            @Test("each threshold hears of its own changes, only while the relay says visible")
            func thresholds() {
                let events = Log.start()
                let gate = VisibilityGate()
                gate.viewportChanged(share: 0.5, handlers: handlers)
                #expect(events.take() == [])
                gate.visibilityChanged(true, handlers: handlers)
                #expect(events.take() == ["0.5 true"])
                gate.viewportChanged(share: 1, handlers: handlers)
                #expect(events.take() == ["1.0 true"])
                gate.viewportChanged(share: 0.75, handlers: handlers)
                #expect(events.take() == ["1.0 false"])
                gate.viewportChanged(share: 0.8, handlers: handlers)
                #expect(events.take() == [])
                gate.visibilityChanged(false, handlers: handlers)
                #expect(events.take() == ["0.5 false"])
                // No scroll view: wholly inside.
                gate.viewportChanged(share: nil, handlers: handlers)
                gate.visibilityChanged(true, handlers: handlers)
                #expect(events.take() == ["0.5 true", "1.0 true"])
            }

            @Test("at threshold 0 a view needs some part inside")
            func zeroThreshold() {
                let events = Log.start()
                let zero = LifecycleHandlers(threshold: .init(threshold: 0, perform: { log("0 \($0)") }))
                let gate = VisibilityGate()
                gate.visibilityChanged(true, handlers: zero)
                gate.viewportChanged(share: 0, handlers: zero)
                #expect(events.take() == [])
                gate.viewportChanged(share: 0.01, handlers: zero)
                #expect(events.take() == ["0 true"])
            }

            @Test("SwiftUI's own answer for a threshold wins over the share once given")
            func systemAnswers() {
                let events = Log.start()
                let gate = VisibilityGate()
                gate.visibilityChanged(true, handlers: handlers)
                gate.viewportChanged(share: 0.6, handlers: handlers)
                #expect(events.take() == ["0.5 true"])
                gate.scrollVisibilityChanged(false, at: 0, handlers: handlers)
                #expect(events.take() == ["0.5 false"])
                gate.scrollVisibilityChanged(true, at: 1, handlers: handlers)
                #expect(events.take() == ["1.0 true"])
                gate.viewportChanged(share: 0.9, handlers: handlers)
                #expect(events.take() == [])
                // No scroll view encloses it: wholly inside, whatever SwiftUI said.
                gate.viewportChanged(share: nil, handlers: handlers)
                #expect(events.take() == ["0.5 true"])
            }

            @Test("the share is the area inside over the whole; none without a visible area")
            func share() {
                let size = CGSize(width: 100, height: 400)
                #expect(ViewportShare.of(size: size, inside: nil) == nil)
                #expect(
                    ViewportShare.of(size: size, inside: CGRect(x: 0, y: -200, width: 390, height: 844)) == 1)
                #expect(
                    ViewportShare.of(size: size, inside: CGRect(x: 0, y: 200, width: 390, height: 844)) == 0.5
                )
                #expect(
                    ViewportShare.of(size: size, inside: CGRect(x: 50, y: 300, width: 390, height: 844))
                        == 0.125)
                #expect(
                    ViewportShare.of(size: size, inside: CGRect(x: 0, y: 500, width: 390, height: 844)) == 0)
                #expect(
                    ViewportShare.of(size: .zero, inside: CGRect(x: -1, y: -1, width: 10, height: 10)) == 1)
                #expect(ViewportShare.of(size: .zero, inside: CGRect(x: 1, y: 1, width: 10, height: 10)) == 0)
            }
        }
    }

#endif
