// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // A phase animator stays at rest headlessly: its content is built with the first phase,
    // and a change of its trigger neither moves it to another phase nor rebuilds its identity.
    @Suite(.serialized) @MainActor struct PhaseAnimatorTests {
        enum Bounce: CaseIterable { case rest, lift, land }

        struct Badge: View {
            @State var taps = 0

            var body: some View {
                VStack {
                    Button("Bounce") { taps += 1 }
                    Text("Badge")
                        .phaseAnimator(Bounce.allCases, trigger: taps) { content, phase in
                            HStack {
                                content
                                Text("phase \(phase)").onAppear { log("phase appeared") }
                            }
                        } animation: { phase in
                            phase == .lift ? .spring : .easeOut
                        }
                }
            }
        }

        @Test("the modifier's content sees the first phase, and a trigger change keeps it at rest")
        func modifierAtRest() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Badge()))
            let atRest = """
                Button "Bounce"
                Text "Badge"
                Text "phase rest"

                """
            #expect(Headless.screen() == atRest)
            #expect(log.take() == ["phase appeared"])
            try Headless.tap("Bounce")
            Headless.advance(by: 2)
            #expect(Headless.screen() == atRest)
            #expect(log.take() == [])
        }

        @Test("the PhaseAnimator view, cycling without a trigger, shows its first phase")
        func viewAtRest() {
            let root = PhaseAnimator([3, 2, 1]) { count in
                Text("count \(count)")
            }
            _ = showInWindow(UIHostingController(rootView: root))
            Headless.advance(by: 5)
            #expect(Headless.screen() == "Text \"count 3\"\n")
        }
    }
}
