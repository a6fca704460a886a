// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: share gives every subscriber one
    // upstream subscription, made by the first; multicast and makeConnectable subscribe upstream
    // only on connect(); timeout ends the stream once the interval passes without an element,
    // delivering on the scheduler; measureInterval sends the time between elements; buffer holds
    // elements the subscriber has not asked for, as its strategies say; print logs each event;
    // `values` iterates a publisher one requested element at a time. Time is the run loop's
    // virtual time.
    @Suite(.serialized) @MainActor struct CombineSharingTests {
        struct Failed: Error, Equatable {}

        /// A subscriber that asks for `demand` when subscribed and `more` after each value, and
        /// records each value and the completion as `finished` or `failed: <error>`.
        final class Recorder<Input, Failure: Error>: Subscriber {
            var received: [String] = []
            var subscription: (any Subscription)?
            let demand: Subscribers.Demand
            let more: Subscribers.Demand

            init(demand: Subscribers.Demand = .unlimited, more: Subscribers.Demand = .none) {
                self.demand = demand
                self.more = more
            }

            func receive(subscription: any Subscription) {
                self.subscription = subscription
                if demand > 0 { subscription.request(demand) }
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                received.append("\(input)")
                return more
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                switch completion {
                case .finished: received.append("finished")
                case .failure(let error): received.append("failed: \(error)")
                }
            }
        }

        /// A text stream that keeps what is written to it.
        final class Log: TextOutputStream {
            var text = ""

            func write(_ string: String) { text += string }
        }

        @Test("share subscribes upstream once for all subscribers, and again after the last cancels")
        func share() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let shared = subject.handleEvents(
                receiveSubscription: { _ in received.append("subscribed") },
                receiveCancel: { received.append("cancelled") }
            ).share()
            let a = shared.sink { received.append("a \($0)") }
            let b = shared.sink { received.append("b \($0)") }
            subject.send(1)
            a.cancel()
            subject.send(2)
            b.cancel()
            subject.send(3)
            let c = shared.sink { received.append("c \($0)") }
            subject.send(4)
            c.cancel()
            #expect(
                received == [
                    "subscribed", "a 1", "b 1", "b 2", "cancelled", "subscribed", "c 4", "cancelled",
                ])
            #expect(shared == shared)
            #expect(shared != subject.handleEvents().share())
        }

        @Test("a shared publisher that completed gives later subscribers only the completion")
        func shareAfterCompletion() {
            let shared = [1, 2].publisher.share()
            let first = Recorder<Int, Never>()
            shared.subscribe(first)
            let late = Recorder<Int, Never>()
            shared.subscribe(late)
            #expect(first.received == ["1", "2", "finished"])
            #expect(late.received == ["finished"])
        }

        @Test("multicast delivers through its subject to every subscriber once connected")
        func multicast() {
            var made = 0
            let multicast = [1, 2].publisher.multicast { () -> PassthroughSubject<Int, Never> in
                made += 1
                return PassthroughSubject()
            }
            let a = Recorder<Int, Never>()
            let b = Recorder<Int, Never>()
            multicast.subscribe(a)
            multicast.subscribe(b)
            #expect(a.received == [])
            let connection = multicast.connect()
            let current = [7].publisher.multicast(subject: CurrentValueSubject<Int, Never>(0))
            let c = Recorder<Int, Never>()
            current.subscribe(c)
            #expect(c.received == ["0"])
            let currentConnection = current.connect()
            connection.cancel()
            currentConnection.cancel()
            #expect(made == 1)
            #expect(a.received == ["1", "2", "finished"])
            #expect(b.received == ["1", "2", "finished"])
            #expect(c.received == ["0", "7", "finished"])
        }

        @Test("makeConnectable sends nothing until connect(); subscribe(_:) feeds a subject")
        func makeConnectable() {
            let connectable = Just(5).makeConnectable()
            let recorder = Recorder<Int, Never>()
            connectable.subscribe(recorder)
            #expect(recorder.received == [])
            let connection = connectable.connect()
            let subject = PassthroughSubject<Int, Never>()
            let fed = Recorder<Int, Never>()
            subject.subscribe(fed)
            let link = [1, 2].publisher.subscribe(subject)
            connection.cancel()
            link.cancel()
            let auto = Recorder<Int, Never>()
            [3].publisher.makeConnectable().autoconnect().subscribe(auto)
            #expect(recorder.received == ["5", "finished"])
            #expect(fed.received == ["1", "2", "finished"])
            #expect(auto.received == ["3", "finished"])
        }

        @Test("timeout delivers on the scheduler and finishes once the interval passes without an element")
        func timeout() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.handleEvents(receiveCancel: { received.append("cancelled") })
                .timeout(.seconds(1), scheduler: RunLoop.main)
                .sink(
                    receiveCompletion: { received.append("\($0)") },
                    receiveValue: { received.append("\($0)") })
            subject.send(1)
            #expect(received == [])
            Driver.advance(by: 0)
            #expect(received == ["1"])
            Driver.advance(by: 0.9)
            subject.send(2)
            Driver.advance(by: 0.5)
            #expect(received == ["1", "2"])
            Driver.advance(by: 0.6)
            sink.cancel()
            #expect(received == ["1", "2", "cancelled", "finished"])
        }

        @Test("timeout fails with the custom error, and an upstream that completes in time ends it")
        func timeoutCustomError() {
            var received: [String] = []
            let silent = PassthroughSubject<Int, Failed>()
            let failing = silent.timeout(.seconds(1), scheduler: RunLoop.main, customError: { Failed() })
                .sink(
                    receiveCompletion: { received.append("silent \($0 == .failure(Failed()))") },
                    receiveValue: { _ in })
            let finishing = PassthroughSubject<Int, Failed>()
            let finished = finishing.timeout(.seconds(1), scheduler: RunLoop.main, customError: { Failed() })
                .sink(
                    receiveCompletion: { received.append("finishing \($0 == .finished)") },
                    receiveValue: { _ in })
            Driver.advance(by: 0.5)
            finishing.send(completion: .finished)
            Driver.advance(by: 0)
            #expect(received == ["finishing true"])
            Driver.advance(by: 1)
            failing.cancel()
            finished.cancel()
            #expect(received == ["finishing true", "silent true"])
        }

        @Test("measureInterval sends the virtual time since the subscription, then since each element")
        func measureInterval() {
            var received: [Double] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.measureInterval(using: RunLoop.main).sink {
                received.append(($0.timeInterval * 1000).rounded())
            }
            Driver.advance(by: 0.5)
            subject.send(1)
            Driver.advance(by: 0.25)
            subject.send(2)
            subject.send(3)
            sink.cancel()
            #expect(received == [500, 250, 0])
        }

        @Test("buffer keeps full: it asks for size elements, holds them for the subscriber, and refills")
        func bufferKeepFull() {
            var requests: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let recorder = Recorder<Int, Never>(demand: .none)
            subject.handleEvents(receiveRequest: { requests.append("\($0)") })
                .buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
                .subscribe(recorder)
            subject.send(1)
            subject.send(2)
            subject.send(3)
            #expect(recorder.received == [])
            recorder.subscription?.request(.max(1))
            subject.send(4)
            subject.send(completion: .finished)
            #expect(recorder.received == ["1"])
            recorder.subscription?.request(.unlimited)
            // Upstream has finished, so nothing more is asked for to refill the buffer.
            #expect(recorder.received == ["1", "2", "4", "finished"])
            #expect(requests == ["max(2)", "max(1)"])
        }

        @Test("buffer by request asks for everything and drops the newest or oldest, or fails, when full")
        func bufferWhenFull() {
            var received: [String] = []
            for strategy in ["newest", "oldest", "error"] {
                let subject = PassthroughSubject<Int, Failed>()
                let whenFull: Publishers.BufferingStrategy<Failed> =
                    switch strategy {
                    case "newest": .dropNewest
                    case "oldest": .dropOldest
                    default: .customError { Failed() }
                    }
                let recorder = Recorder<Int, Failed>(demand: .max(1))
                subject.buffer(size: 2, prefetch: .byRequest, whenFull: whenFull).subscribe(recorder)
                for value in 1...4 { subject.send(value) }
                recorder.subscription?.request(.unlimited)
                received.append("\(strategy): " + recorder.received.joined(separator: " "))
            }
            #expect(
                received == ["newest: 1 2 3", "oldest: 1 3 4", "error: 1 failed: Failed()"])
            #expect(Publishers.PrefetchStrategy.keepFull != .byRequest)
        }

        @Test("print logs subscription, requests, values, completion and cancel, one line each")
        func print() {
            let log = Log()
            let subject = PassthroughSubject<Int, Failed>()
            let recorder = Recorder<Int, Failed>(demand: .max(1), more: .max(1))
            subject.print("P", to: log).subscribe(recorder)
            subject.send(1)
            subject.send(completion: .failure(Failed()))
            let cancelled = Just(2).print(to: log).sink { _ in }
            cancelled.cancel()
            let lines = log.text.split(separator: "\n").map(String.init)
            #expect(lines.count == 9)
            #expect(lines.first?.hasPrefix("P: receive subscription: (") == true)
            #expect(
                Array(lines.dropFirst().prefix(4)) == [
                    "P: request max: (1)", "P: receive value: (1)", "P: request max: (1) (synchronous)",
                    "P: receive error: (Failed())",
                ])
            #expect(lines[5].hasPrefix("receive subscription: ("))
            #expect(
                Array(lines.suffix(3)) == ["request unlimited", "receive value: (2)", "receive finished"])
            #expect(recorder.received == ["1", "failed: Failed()"])
        }

        @Test("breakpoint runs its closures and passes every event on; assertNoFailure passes a clean stream")
        func debugging() {
            var events: [String] = []
            let recorder = Recorder<Int, Failed>()
            [1, 2].publisher.setFailureType(to: Failed.self)
                .breakpoint(
                    receiveSubscription: { _ in
                        events.append("subscription")
                        return false
                    },
                    receiveOutput: { value in
                        events.append("output \(value)")
                        return value == 2
                    },
                    receiveCompletion: { _ in
                        events.append("completion")
                        return false
                    }
                )
                .subscribe(recorder)
            let failed = Recorder<Int, Failed>()
            Fail<Int, Failed>(error: Failed()).breakpointOnError().subscribe(failed)
            let clean = Recorder<Int, Never>()
            [3].publisher.setFailureType(to: Failed.self).assertNoFailure("never").subscribe(clean)
            #expect(events == ["subscription", "output 1", "output 2", "completion"])
            #expect(recorder.received == ["1", "2", "finished"])
            #expect(failed.received == ["failed: Failed()"])
            #expect(clean.received == ["3", "finished"])
        }

        @Test("values iterates a publisher's elements, and throws its failure")
        func values() async {
            var received: [String] = []
            for await value in [1, 2, 3].publisher.values { received.append("\(value)") }
            let failing = [4].publisher.setFailureType(to: Failed.self).append(Fail(error: Failed()))
            do {
                for try await value in failing.values { received.append("\(value)") }
            } catch {
                received.append("failed: \(error)")
            }
            #expect(received == ["1", "2", "3", "4", "failed: Failed()"])
        }

        @Test("values asks for one element per step, so a subject's element sent between steps is dropped")
        func valuesDemand() async {
            var requests: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let values = subject.handleEvents(receiveRequest: { requests.append("\($0)") }).values
            let iteration = Task {
                var received: [Int] = []
                for await value in values { received.append(value) }
                return received
            }
            func waitForRequests(_ count: Int) async {
                for _ in 0..<1000 where requests.count < count { await Task.yield() }
            }
            await waitForRequests(1)
            subject.send(1)
            subject.send(2)
            await waitForRequests(2)
            subject.send(3)
            await waitForRequests(3)
            subject.send(completion: .finished)
            #expect(await iteration.value == [1, 3])
            #expect(requests == ["max(1)", "max(1)", "max(1)"])
        }

        @Test("cancelling the iterating task cancels the subscription and ends the iteration")
        func valuesCancel() async {
            var events: [String] = []
            let silent = Empty<Int, Never>(completeImmediately: false)
                .handleEvents(
                    receiveCancel: { events.append("cancelled") },
                    receiveRequest: { _ in events.append("requested") })
            let iteration = Task {
                var count = 0
                for await _ in silent.values { count += 1 }
                return count
            }
            for _ in 0..<1000 where events.isEmpty { await Task.yield() }
            iteration.cancel()
            #expect(await iteration.value == 0)
            #expect(events == ["requested", "cancelled"])
        }
    }
}
