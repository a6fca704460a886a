// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a stopwatch driven by a Timer publisher and a TimelineView clock.
    @Suite(.serialized) @MainActor struct TimerScreenTests {
        struct StopwatchView: View {
            @State private var elapsed = 0
            @State private var isRunning = true
            private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

            private var formatted: String {
                String(format: "%02d:%02d", elapsed / 60, elapsed % 60)
            }

            var body: some View {
                VStack(spacing: 24) {
                    TimelineView(.periodic(from: .now, by: 60)) { context in
                        Text(context.date, style: .time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Text(formatted)
                        .font(.system(size: 56, weight: .thin, design: .rounded))
                        .monospacedDigit()
                    HStack(spacing: 16) {
                        Button(isRunning ? "Pause" : "Resume") {
                            isRunning.toggle()
                        }
                        .buttonStyle(.bordered)
                        Button("Reset", role: .destructive) {
                            elapsed = 0
                        }
                    }
                }
                .onReceive(timer) { _ in
                    guard isRunning else { return }
                    elapsed += 1
                    log("tick \(elapsed)")
                }
            }
        }

        @Test(
            "the timer publisher ticks once a second in virtual time", .tasksFollowVirtualTime)
        func ticks() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: StopwatchView()))
            Driver.advance(by: 3)
            #expect(events.take() == ["tick 1", "tick 2", "tick 3"])
        }
    }
}
