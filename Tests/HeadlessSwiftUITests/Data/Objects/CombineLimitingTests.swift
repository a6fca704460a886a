// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: prefix, output and prefix(while:)
    // finish (cancelling upstream) once past what they publish; prefix(untilOutputFrom:) finishes
    // at the other publisher's first element; drop(while:) and drop(untilOutputFrom:) skip until
    // the predicate fails or the other publisher emits; retry resubscribes after a failure;
    // tryCatch replaces a failed upstream or fails with the thrown error; decode and encode
    // fail with the coder's error.
    @Suite(.serialized) @MainActor struct CombineLimitingTests {
        struct Failed: Error, Equatable {}
        struct Invalid: Error, Equatable {}
        struct Point: Codable, Equatable {
            let x: Int
            let y: Int
        }

        /// A subscriber that asks for `demand` when subscribed, and records each value and the
        /// completion as `finished` or `failed: <error>`.
        final class Recorder<Input, Failure: Error>: Subscriber {
            var received: [String] = []
            var subscription: (any Subscription)?
            let demand: Subscribers.Demand

            init(demand: Subscribers.Demand = .unlimited) { self.demand = demand }

            func receive(subscription: any Subscription) {
                self.subscription = subscription
                if demand > 0 { subscription.request(demand) }
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                received.append("\(input)")
                return .none
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                switch completion {
                case .finished: received.append("finished")
                case .failure(let error): received.append("failed: \(error)")
                }
            }
        }

        @Test("prefix sends the first elements, then finishes and cancels upstream")
        func prefix() {
            let recorder = Recorder<Int, Never>()
            let subject = PassthroughSubject<Int, Never>()
            subject.handleEvents(receiveCancel: { recorder.received.append("cancelled") }).prefix(2)
                .subscribe(recorder)
            subject.send(1)
            subject.send(2)
            subject.send(3)
            let none = Recorder<Int, Never>()
            [1, 2].publisher.prefix(0).subscribe(none)
            #expect(recorder.received == ["1", "2", "cancelled", "finished"])
            #expect(none.received == ["finished"])
            #expect(Empty<Int, Never>().prefix(2) == Publishers.Output(upstream: Empty(), range: 0..<2))
        }

        @Test(
            "output(at:) and output(in:) send the elements at those positions, within the subscriber's demand"
        )
        func output() {
            let single = Recorder<Int, Never>()
            [5, 6, 7].publisher.output(at: 1).subscribe(single)
            let open = Recorder<Int, Never>()
            [5, 6, 7, 8].publisher.output(in: 2...).subscribe(open)
            let limited = Recorder<Int, Never>(demand: .max(1))
            [5, 6, 7, 8].publisher.output(in: 1...2).subscribe(limited)
            #expect(limited.received == ["6"])
            limited.subscription?.request(.max(1))
            #expect(single.received == ["6", "finished"])
            #expect(open.received == ["7", "8", "finished"])
            #expect(limited.received == ["6", "7", "finished"])
        }

        @Test(
            "prefix(while:) finishes at the first element that fails; tryPrefix(while:) fails when it throws")
        func prefixWhile() {
            let recorder = Recorder<Int, Never>()
            [1, 2, 3, 1].publisher.prefix { $0 < 3 }.subscribe(recorder)
            let throwing = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryPrefix { value in
                if value == 2 { throw Invalid() }
                return true
            }
            .subscribe(throwing)
            let tried = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryPrefix { $0 < 2 }.subscribe(tried)
            #expect(recorder.received == ["1", "2", "finished"])
            #expect(throwing.received == ["1", "failed: Invalid()"])
            #expect(tried.received == ["1", "finished"])
        }

        @Test("prefix(untilOutputFrom:) finishes at the other publisher's first element and cancels both")
        func prefixUntilOutput() {
            var events: [String] = []
            let values = PassthroughSubject<Int, Never>()
            let stop = PassthroughSubject<Void, Never>()
            let recorder = Recorder<Int, Never>()
            values.handleEvents(receiveCancel: { events.append("values cancelled") })
                .prefix(
                    untilOutputFrom: stop.handleEvents(receiveCancel: { events.append("stop cancelled") })
                )
                .subscribe(recorder)
            values.send(1)
            stop.send()
            values.send(2)
            let immediate = Recorder<Int, Never>()
            [1, 2].publisher.prefix(untilOutputFrom: Just(0)).subscribe(immediate)
            #expect(recorder.received == ["1", "finished"])
            #expect(events == ["stop cancelled", "values cancelled"])
            #expect(immediate.received == ["finished"])
        }

        @Test("drop(while:) skips until the predicate fails; tryDrop(while:) fails when it throws")
        func dropWhile() {
            let recorder = Recorder<Int, Never>()
            [1, 2, 3, 1].publisher.drop { $0 < 3 }.subscribe(recorder)
            let throwing = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryDrop { value in
                if value == 2 { throw Invalid() }
                return true
            }
            .subscribe(throwing)
            let tried = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryDrop { $0 < 2 }.subscribe(tried)
            #expect(recorder.received == ["3", "1", "finished"])
            #expect(throwing.received == ["failed: Invalid()"])
            #expect(tried.received == ["2", "3", "finished"])
        }

        @Test("drop(untilOutputFrom:) skips until the other publisher emits, and fails when it fails")
        func dropUntilOutput() {
            let values = PassthroughSubject<Int, Failed>()
            let start = PassthroughSubject<Void, Failed>()
            let recorder = Recorder<Int, Failed>()
            values.drop(untilOutputFrom: start).subscribe(recorder)
            values.send(1)
            start.send()
            values.send(2)
            values.send(completion: .finished)
            let failing = PassthroughSubject<Void, Failed>()
            let failed = Recorder<Int, Failed>()
            values.drop(untilOutputFrom: failing).subscribe(failed)
            let other = PassthroughSubject<Int, Failed>()
            other.drop(untilOutputFrom: failing).subscribe(failed)
            failing.send(completion: .failure(Failed()))
            #expect(recorder.received == ["2", "finished"])
            #expect(failed.received == ["finished", "failed: Failed()"])
        }

        @Test("tryFirst(where:), tryScan and tryRemoveDuplicates fail with the thrown error")
        func tryForms() {
            let first = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryFirst { $0 > 1 }.subscribe(first)
            let firstThrowing = Recorder<Int, any Error>()
            [1, 2].publisher.tryFirst { _ in throw Invalid() }.subscribe(firstThrowing)
            let scan = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryScan(0) { total, value in
                if value == 3 { throw Invalid() }
                return total + value
            }
            .subscribe(scan)
            let unique = Recorder<Int, any Error>()
            [1, 1, 2, 3, 3].publisher.tryRemoveDuplicates { previous, value in
                if previous == 3, value == 3 { throw Invalid() }
                return previous == value
            }
            .subscribe(unique)
            #expect(first.received == ["2", "finished"])
            #expect(firstThrowing.received == ["failed: Invalid()"])
            #expect(scan.received == ["1", "3", "failed: Invalid()"])
            #expect(unique.received == ["1", "2", "3", "failed: Invalid()"])
        }

        @Test("decode and encode convert each element and fail with the coder's error")
        func decodeAndEncode() throws {
            var received: [String] = []
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let sink = [Point(x: 1, y: 2)].publisher.encode(encoder: encoder)
                .map { String(decoding: $0, as: UTF8.self) }
                .sink(receiveCompletion: { received.append("\($0)") }, receiveValue: { received.append($0) })
            let decoded = [Data(#"{"x":3,"y":4}"#.utf8), Data("bad".utf8), Data(#"{"x":5,"y":6}"#.utf8)]
                .publisher
                .decode(type: Point.self, decoder: JSONDecoder())
                .sink(
                    receiveCompletion: {
                        if case .failure(let error) = $0 {
                            received.append("failed: \(error is DecodingError)")
                        }
                    },
                    receiveValue: { received.append("\($0.x),\($0.y)") })
            sink.cancel()
            decoded.cancel()
            #expect(received == [#"{"x":1,"y":2}"#, "finished", "3,4", "failed: true"])
        }

        @Test("retry resubscribes after each failure while retries are left, carrying over unused demand")
        func retry() {
            var attempts = 0
            let flaky = Deferred { () -> AnyPublisher<Int, Failed> in
                attempts += 1
                if attempts < 3 { return Fail(error: Failed()).eraseToAnyPublisher() }
                return Just(attempts).setFailureType(to: Failed.self).eraseToAnyPublisher()
            }
            let recovered = Recorder<Int, Failed>()
            flaky.retry(2).subscribe(recovered)
            #expect(attempts == 3)
            attempts = 0
            let exhausted = Recorder<Int, Failed>()
            flaky.retry(1).subscribe(exhausted)
            #expect(attempts == 2)

            let first = PassthroughSubject<Int, Failed>()
            let second = PassthroughSubject<Int, Failed>()
            var subjects = [first, second]
            let limited = Recorder<Int, Failed>(demand: .max(2))
            Deferred { subjects.removeFirst() }.retry(1).subscribe(limited)
            first.send(1)
            first.send(completion: .failure(Failed()))
            second.send(2)
            second.send(3)
            #expect(limited.received == ["1", "2"])
            limited.subscription?.request(.max(1))
            second.send(4)
            second.send(completion: .failure(Failed()))
            #expect(recovered.received == ["3", "finished"])
            #expect(exhausted.received == ["failed: Failed()"])
            #expect(limited.received == ["1", "2", "4", "failed: Failed()"])
            #expect(Empty<Int, Never>().retry(1) == Publishers.Retry(upstream: Empty(), retries: 1))
        }

        @Test("tryCatch continues with the handler's publisher, or fails with what the handler throws")
        func tryCatch() {
            let subject = PassthroughSubject<Int, Failed>()
            let caught = Recorder<Int, any Error>()
            subject.tryCatch { _ in [8, 9].publisher }.subscribe(caught)
            let rethrown = Recorder<Int, any Error>()
            subject.tryCatch { _ -> Just<Int> in throw Invalid() }.subscribe(rethrown)
            subject.send(1)
            subject.send(completion: .failure(Failed()))
            let finished = Recorder<Int, any Error>()
            Just(5).setFailureType(to: Failed.self).tryCatch { _ in Just(0) }.subscribe(finished)
            #expect(caught.received == ["1", "8", "9", "finished"])
            #expect(rethrown.received == ["1", "failed: Invalid()"])
            #expect(finished.received == ["5", "finished"])
        }
    }
}
