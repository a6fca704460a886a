// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // `Timer.publish(every:on:in:).autoconnect()` (the Combine stand-in) ticks on virtual time:
    // nothing happens until `Headless.advance(by:)` moves the clock past each interval.
    @Suite(.serialized) @MainActor struct TimerPublisherTests {
        struct Ticker: View {
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @State var ticks = 0

            var body: some View {
                let _ = log("Ticker \(ticks)")
                Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
            }
        }

        @Test(
            "an autoconnected timer publisher ticks once per interval of virtual time",
            .tasksFollowVirtualTime)
        func ticksOnVirtualTime() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Ticker()))
            Headless.runUntilIdle()
            #expect(log.take() == ["Ticker 0"])
            Headless.advance(by: 0.5)
            #expect(log.take() == [])
            Headless.advance(by: 0.5)
            #expect(log.take() == ["Ticker 1"])
            Headless.advance(by: 2)
            #expect(log.take() == ["Ticker 2", "Ticker 3"])
        }

        @Test("cancelling the subscription stops the timer", .tasksFollowVirtualTime)
        func cancelStops() {
            _ = showInWindow(UIHostingController(rootView: EmptyView()))
            var dates = 0
            let cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in
                dates += 1
            }
            Headless.runUntilIdle()
            Headless.advance(by: 1)
            cancellable.cancel()
            Headless.advance(by: 3)
            #expect(dates == 1)
        }
    }
}
