// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Round 5 app-compat: `allowsHitTesting(false)` keeps its content on screen (drawn, read by
    // VoiceOver) but no touch reaches it. Headless only: the screen and its errors.
    @Suite(.serialized) @MainActor struct AllowsHitTestingScreenTests {
        struct Overlay: View {
            @State private var blocked = true
            @State private var volume = 3

            var body: some View {
                VStack {
                    Button("Play") { log("play") }
                    Stepper("Volume", value: $volume, in: 0...10)
                    Toggle("Shuffle", isOn: .constant(false))
                }
                .allowsHitTesting(!blocked)
                Button("Unblock") { blocked = false }
            }
        }

        @Test("blocked content shows as before; taps on it fail until hit testing is back")
        func blocksTouches() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Overlay()))
            let screen = """
                Button "Play"
                Stepper "Volume": 3
                Toggle "Shuffle": off
                Button "Unblock"

                """
            #expect(Headless.screen() == screen)
            #expect(throws: Headless.DriverError(#"Button "Play" cannot be tapped."#)) {
                try Headless.tap("Play")
            }
            try Headless.increment("Volume")
            #expect(Headless.screen() == screen.replacingOccurrences(of: "Volume\": 3", with: "Volume\": 4"))
            try Headless.tap("Unblock")
            try Headless.tap("Play")
            #expect(log.take() == ["play"])
        }
    }
}
