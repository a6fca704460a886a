// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: reduce, count, min and max publish
    // one value when upstream finishes; contains and allSatisfy publish as soon as the answer is
    // known (then cancel upstream) or at the end; last(where:) waits for the end; ignoreOutput
    // passes only the completion; replaceEmpty fills an empty stream, replaceNil a nil element;
    // a try closure's error cancels upstream and fails the stream; a failure arrives alone.
    @Suite(.serialized) @MainActor struct CombineReducingTests {
        struct Failed: Error, Equatable {}
        struct Invalid: Error, Equatable {}

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

        @Test("reduce sends the folded result when upstream finishes, the seed for an empty stream")
        func reduce() {
            let folded = Recorder<Int, Never>()
            [1, 2, 3].publisher.reduce(10, +).subscribe(folded)
            let empty = Recorder<Int, Never>()
            Empty<Int, Never>().reduce(7, +).subscribe(empty)
            let failing = Recorder<Int, Failed>()
            let subject = PassthroughSubject<Int, Failed>()
            subject.reduce(0, +).subscribe(failing)
            subject.send(1)
            subject.send(completion: .failure(Failed()))
            #expect(folded.received == ["16", "finished"])
            #expect(empty.received == ["7", "finished"])
            #expect(failing.received == ["failed: Failed()"])
        }

        @Test("tryReduce fails with the thrown error and cancels upstream")
        func tryReduce() {
            var events: [String] = []
            let recorder = Recorder<Int, any Error>()
            [1, 2, 3, 4].publisher.handleEvents(receiveCancel: { events.append("cancelled") })
                .tryReduce(0) { total, value in
                    if value == 3 { throw Invalid() }
                    return total + value
                }
                .subscribe(recorder)
            let summed = Recorder<Int, any Error>()
            [1, 2].publisher.tryReduce(0, +).subscribe(summed)
            #expect(events == ["cancelled"])
            #expect(recorder.received == ["failed: Invalid()"])
            #expect(summed.received == ["3", "finished"])
        }

        @Test("count sends how many elements came, asking upstream one more at a time under limited demand")
        func count() {
            var requests: [String] = []
            let recorder = Recorder<Int, Never>(demand: .max(1))
            [4, 5, 6].publisher.handleEvents(receiveRequest: { requests.append("\($0)") }).count()
                .subscribe(recorder)
            let failing = Recorder<Int, Failed>()
            Fail<Int, Failed>(error: Failed()).count().subscribe(failing)
            #expect(recorder.received == ["3", "finished"])
            #expect(requests == ["max(1)"])
            #expect(failing.received == ["failed: Failed()"])
            #expect(Empty<Int, Never>().count() == Publishers.Count(upstream: Empty<Int, Never>()))
        }

        @Test("contains sends true at the first match and cancels upstream, or false at the end")
        func contains() {
            var events: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let found = Recorder<Bool, Never>()
            subject.handleEvents(receiveCancel: { events.append("cancelled") }).contains(2).subscribe(found)
            subject.send(1)
            #expect(found.received == [])
            subject.send(2)
            subject.send(3)
            let missing = Recorder<Bool, Never>()
            [1, 3].publisher.contains(2).subscribe(missing)
            #expect(found.received == ["true", "finished"])
            #expect(events == ["cancelled"])
            #expect(missing.received == ["false", "finished"])
            #expect(Empty<Int, Never>().contains(1) == Publishers.Contains(upstream: Empty(), output: 1))
            #expect(Empty<Int, Never>().contains(1) != Empty<Int, Never>().contains(2))
        }

        @Test("contains(where:) and tryContains(where:) answer with the predicate, or fail when it throws")
        func containsWhere() {
            let found = Recorder<Bool, Never>()
            [1, 2, 3, 4].publisher.contains { $0 > 2 }.subscribe(found)
            let missing = Recorder<Bool, any Error>()
            [1, 2].publisher.tryContains { $0 > 2 }.subscribe(missing)
            let throwing = Recorder<Bool, any Error>()
            [1, 2, 3].publisher.tryContains { value in
                if value == 2 { throw Invalid() }
                return false
            }
            .subscribe(throwing)
            #expect(found.received == ["true", "finished"])
            #expect(missing.received == ["false", "finished"])
            #expect(throwing.received == ["failed: Invalid()"])
        }

        @Test("allSatisfy sends false at the first element that fails, true at the end or for nothing")
        func allSatisfy() {
            let all = Recorder<Bool, Never>()
            [2, 4, 6].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(all)
            let notAll = Recorder<Bool, Never>()
            [2, 3, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(notAll)
            let empty = Recorder<Bool, Never>()
            Empty<Int, Never>().allSatisfy { _ in false }.subscribe(empty)
            let throwing = Recorder<Bool, any Error>()
            [1, 2].publisher.tryAllSatisfy { value in
                if value == 2 { throw Invalid() }
                return true
            }
            .subscribe(throwing)
            #expect(all.received == ["true", "finished"])
            #expect(notAll.received == ["false", "finished"])
            #expect(empty.received == ["true", "finished"])
            #expect(throwing.received == ["failed: Invalid()"])
        }

        @Test("min and max send the extreme element at the end, the earliest of equal ones")
        func minAndMax() {
            let minimum = Recorder<Int, Never>()
            [3, 1, 2, 1].publisher.min().subscribe(minimum)
            let maximum = Recorder<Int, Never>()
            [3, 1, 5, 2].publisher.max().subscribe(maximum)
            let tagged = [(2, "a"), (1, "b"), (1, "c"), (3, "d"), (3, "e")]
            let minimumBy = Recorder<String, Never>()
            tagged.publisher.min { $0.0 < $1.0 }.map { "\($0.0)\($0.1)" }.subscribe(minimumBy)
            let maximumBy = Recorder<String, Never>()
            tagged.publisher.max { $0.0 < $1.0 }.map { "\($0.0)\($0.1)" }.subscribe(maximumBy)
            let empty = Recorder<Int, Never>()
            Empty<Int, Never>().min().subscribe(empty)
            #expect(minimum.received == ["1", "finished"])
            #expect(maximum.received == ["5", "finished"])
            #expect(minimumBy.received == ["1b", "finished"])
            #expect(maximumBy.received == ["3d", "finished"])
            #expect(empty.received == ["finished"])
        }

        @Test("tryMin and tryMax order with a throwing closure and fail when it throws")
        func tryMinAndMax() {
            let minimum = Recorder<Int, any Error>()
            [3, 1, 2].publisher.tryMin(by: <).subscribe(minimum)
            let maximum = Recorder<Int, any Error>()
            [3, 1, 2].publisher.tryMax(by: <).subscribe(maximum)
            let throwing = Recorder<Int, any Error>()
            [3, 1, 2].publisher.tryMax { lhs, rhs in
                if rhs == 2 || lhs == 2 { throw Invalid() }
                return lhs < rhs
            }
            .subscribe(throwing)
            #expect(minimum.received == ["1", "finished"])
            #expect(maximum.received == ["3", "finished"])
            #expect(throwing.received == ["failed: Invalid()"])
        }

        @Test("last(where:) and tryLast(where:) send the last match once upstream finishes")
        func lastWhere() {
            let subject = PassthroughSubject<Int, Never>()
            let odd = Recorder<Int, Never>()
            subject.last { !$0.isMultiple(of: 2) }.subscribe(odd)
            subject.send(1)
            subject.send(3)
            subject.send(4)
            #expect(odd.received == [])
            subject.send(completion: .finished)
            let tried = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryLast { $0 < 3 }.subscribe(tried)
            let throwing = Recorder<Int, any Error>()
            [1, 2, 3].publisher.tryLast { value in
                if value == 3 { throw Invalid() }
                return true
            }
            .subscribe(throwing)
            #expect(odd.received == ["3", "finished"])
            #expect(tried.received == ["2", "finished"])
            #expect(throwing.received == ["failed: Invalid()"])
        }

        @Test("ignoreOutput passes only the completion, finished or failed")
        func ignoreOutput() {
            let subject = PassthroughSubject<Int, Failed>()
            let finished = Recorder<Never, Failed>()
            subject.ignoreOutput().subscribe(finished)
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
            let failed = Recorder<Never, Failed>()
            Fail<Int, Failed>(error: Failed()).ignoreOutput().subscribe(failed)
            #expect(finished.received == ["finished"])
            #expect(failed.received == ["failed: Failed()"])
            #expect(
                Empty<Int, Never>().ignoreOutput() == Publishers.IgnoreOutput(upstream: Empty<Int, Never>()))
        }

        @Test("replaceEmpty sends its element only for a stream that finishes empty; replaceNil fills nils")
        func replaceEmptyAndNil() {
            let empty = Recorder<Int, Never>()
            Empty<Int, Never>().replaceEmpty(with: 9).subscribe(empty)
            let nonEmpty = Recorder<Int, Never>()
            [1].publisher.replaceEmpty(with: 9).subscribe(nonEmpty)
            let failed = Recorder<Int, Failed>()
            Fail<Int, Failed>(error: Failed()).replaceEmpty(with: 9).subscribe(failed)
            let filled = Recorder<Int, Never>()
            ([1, nil, 3] as [Int?]).publisher.replaceNil(with: 0).subscribe(filled)
            #expect(empty.received == ["9", "finished"])
            #expect(nonEmpty.received == ["1", "finished"])
            #expect(failed.received == ["failed: Failed()"])
            #expect(filled.received == ["1", "0", "3", "finished"])
            #expect(Empty<Int, Never>().replaceEmpty(with: 1) == Empty<Int, Never>().replaceEmpty(with: 1))
            #expect(Empty<Int, Never>().replaceEmpty(with: 1) != Empty<Int, Never>().replaceEmpty(with: 2))
        }
    }
}
