// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: compactMap drops nil results,
    // dropFirst the first elements, merge interleaves and finishes when both finish,
    // combineLatest pairs the latest of each once both have sent, debounce publishes an element
    // once its due time passes without another, receive(on:) delivers through the scheduler.
    @Suite(.serialized) @MainActor struct CombineOperatorTests {
        struct Failed: Error, Equatable {}

        /// A subscriber that asks for a fixed number of values and records what it gets.
        final class CountingSubscriber: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            let initialDemand: Subscribers.Demand
            var subscription: (any Subscription)?
            var received: [Int] = []

            init(initialDemand: Subscribers.Demand) { self.initialDemand = initialDemand }

            func receive(subscription: any Subscription) {
                self.subscription = subscription
                subscription.request(initialDemand)
            }

            func receive(_ input: Int) -> Subscribers.Demand {
                received.append(input)
                return .none
            }

            func receive(completion: Subscribers.Completion<Never>) {}
        }

        @Test("compactMap and dropFirst behind eraseToAnyPublisher drop nils and the first element")
        func compactMapDropFirst() {
            let subject = PassthroughSubject<String, Never>()
            let numbers: AnyPublisher<Int, Never> = subject.compactMap(Int.init).dropFirst()
                .eraseToAnyPublisher()
            var received: [Int] = []
            let sink = numbers.sink { received.append($0) }
            for text in ["1", "x", "2", "", "3"] { subject.send(text) }
            sink.cancel()
            subject.send("4")
            #expect(received == [2, 3])
        }

        @Test("an operator asks for one more element for each it drops, so demand counts delivered ones")
        func dropKeepsDemand() {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = CountingSubscriber(initialDemand: .max(2))
            subject.dropFirst(2).compactMap { $0 < 0 ? nil : $0 }.subscribe(subscriber)
            for value in [0, 1, -2, 3, 4, 5] { subject.send(value) }
            #expect(subscriber.received == [3, 4])
            subscriber.subscription?.request(.max(1))
            subject.send(6)
            subject.send(7)
            #expect(subscriber.received == [3, 4, 6])
        }

        @Test("combineLatest waits for both, then pairs the latest of each until both finish")
        func combineLatest() {
            let numbers = PassthroughSubject<Int, Never>()
            let letters = CurrentValueSubject<String, Never>("a")
            var received: [String] = []
            let sink = numbers.combineLatest(letters).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)\($1)") })
            letters.send("b")
            numbers.send(1)
            letters.send("c")
            numbers.send(2)
            numbers.send(completion: .finished)
            letters.send("d")
            letters.send(completion: .finished)
            sink.cancel()
            #expect(received == ["1b", "1c", "2c", "2d", "finished"])
        }

        @Test("combineLatest with a transform maps each pair; cancelling stops both sides")
        func combineLatestTransform() {
            let width = CurrentValueSubject<Int, Never>(2)
            let height = CurrentValueSubject<Int, Never>(3)
            var received: [Int] = []
            let sink = width.combineLatest(height) { $0 * $1 }.sink { received.append($0) }
            width.send(4)
            sink.cancel()
            height.send(5)
            #expect(received == [6, 12])
        }

        @Test("merge interleaves in send order and fails as soon as either side fails")
        func merge() {
            let left = PassthroughSubject<Int, Failed>()
            let right = PassthroughSubject<Int, Failed>()
            var received: [String] = []
            let sink = left.merge(with: right).sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)") })
            left.send(1)
            right.send(2)
            left.send(3)
            left.send(completion: .finished)
            right.send(4)
            right.send(completion: .failure(Failed()))
            right.send(5)
            sink.cancel()
            #expect(received == ["1", "2", "3", "4", "failed"])
        }

        @Test("merge finishes once both sides have finished")
        func mergeFinishes() {
            var received: [String] = []
            let sink = Just(1).merge(with: Just(2)).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            sink.cancel()
            #expect(received == ["1", "2", "finished"])
        }

        @Test("debounce publishes the last element once 0.3 s of virtual time pass without another")
        func debounce() {
            let query = PassthroughSubject<String, Never>()
            var received: [String] = []
            let sink = query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append($0) })
            query.send("s")
            Driver.advance(by: 0.2)
            query.send("sw")
            Driver.advance(by: 0.25)
            #expect(received == [])
            Driver.advance(by: 0.1)
            #expect(received == ["sw"])
            query.send("swi")
            query.send(completion: .finished)
            Driver.advance(by: 1)
            sink.cancel()
            #expect(received == ["sw", "finished"])
        }

        @Test("receive(on:) delivers on the run loop's next turn, and not after a cancel")
        func receiveOn() {
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let sink = subject.receive(on: RunLoop.main).sink { received.append($0) }
            subject.send(1)
            subject.send(2)
            #expect(received == [])
            Driver.advance(by: 0)
            #expect(received == [1, 2])
            subject.send(3)
            sink.cancel()
            Driver.advance(by: 0)
            #expect(received == [1, 2])
        }

        @Test("the run loop scheduler runs work when virtual time reaches its date")
        func runLoopScheduler() {
            var received: [String] = []
            let start = RunLoop.main.now
            RunLoop.main.schedule(after: start.advanced(by: .seconds(2))) { received.append("later") }
            RunLoop.main.schedule { received.append("next turn") }
            Driver.advance(by: 1)
            #expect(received == ["next turn"])
            Driver.advance(by: 1)
            #expect(received == ["next turn", "later"])
            #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(1_500) == .seconds(1.5))
            #expect(start.advanced(by: 0.5).date == start.date.addingTimeInterval(0.5))
        }
    }
}
