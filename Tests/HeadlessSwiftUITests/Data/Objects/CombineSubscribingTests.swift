// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation: subscribe(on:) performs subscribe, request and
    // cancel on the scheduler; Result.publisher publishes a success once then finishes, or fails
    // at once; Subscribers.Assign assigns each element through its key path. The shapes are
    // ACHNBrowserUI's (`subscribe(on:)` before `handleEvents`, `Subscribers.Assign` for a
    // keyboard height, `Result.publisher` for a bundled file).
    @Suite(.serialized) @MainActor struct CombineSubscribingTests {
        struct Failed: Error, Equatable {}

        final class Keyboard {
            var height: Double = 0
        }

        @Test("subscribe(on:) subscribes on the run loop's next turn, so nothing arrives before it")
        func subscribeOn() {
            var events: [String] = []
            let sink = Just(1).subscribe(on: RunLoop.main)
                .handleEvents(receiveSubscription: { _ in events.append("subscribed") })
                .sink(
                    receiveCompletion: { events.append("\($0)") },
                    receiveValue: { events.append("value \($0)") })
            #expect(events == [])
            Driver.advance(by: 0)
            #expect(events == ["subscribed", "value 1", "finished"])
            sink.cancel()
        }

        @Test("values pass straight down once subscribed, and none after a cancel")
        func subscribeOnThenCancel() {
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let sink = subject.subscribe(on: RunLoop.main).sink { received.append($0) }
            subject.send(0)
            Driver.advance(by: 0)
            subject.send(1)
            #expect(received == [1])
            sink.cancel()
            subject.send(2)
            Driver.advance(by: 0)
            subject.send(3)
            #expect(received == [1])
        }

        @Test("Result.publisher sends a success and finishes, or sends its failure")
        func resultPublisher() {
            var events: [String] = []
            let success: Result<Int, Failed> = .success(7)
            let failure: Result<Int, Failed> = .failure(Failed())
            for result in [success, failure] {
                _ = result.publisher.sink(
                    receiveCompletion: {
                        if case .failure(let failure) = $0 {
                            events.append(failure == Failed() ? "failed" : "other failure")
                        } else {
                            events.append("finished")
                        }
                    },
                    receiveValue: { events.append("value \($0)") })
            }
            #expect(events == ["value 7", "finished", "failed"])
            #expect(Result<Int, Failed>.Publisher(3).result == .success(3))
        }

        @Test("map with a key path publishes that property of each element")
        func mapKeyPath() {
            let subject = PassthroughSubject<Keyboard, Never>()
            let heights: Publishers.MapKeyPath<PassthroughSubject<Keyboard, Never>, Double> =
                subject.map(\.height)
            var received: [Double] = []
            let sink = heights.sink { received.append($0) }
            let keyboard = Keyboard()
            subject.send(keyboard)
            keyboard.height = 120
            subject.send(keyboard)
            #expect(received == [0, 120])
            sink.cancel()
        }

        @Test("Subscribers.Assign writes each element through its key path until cancelled")
        func assignSubscriber() {
            let keyboard = Keyboard()
            let subject = PassthroughSubject<Double, Never>()
            let assign = Subscribers.Assign(object: keyboard, keyPath: \Keyboard.height)
            subject.subscribe(assign)
            subject.send(291)
            #expect(keyboard.height == 291)
            #expect(assign.object === keyboard)
            assign.cancel()
            subject.send(0)
            #expect(keyboard.height == 291)
            #expect(assign.object == nil)
        }
    }
}
