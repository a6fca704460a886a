// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each publisher and operator: a try operator's
    // thrown error cancels upstream and fails the stream, mapError replaces the failure, Empty
    // finishes at once unless told not to, Fail fails at once, Future runs its closure when made
    // and gives every subscriber the first result, Deferred makes a publisher per subscriber.
    @Suite(.serialized) @MainActor struct CombineErrorOperatorTests {
        struct Failed: Error, Equatable {}
        struct Invalid: Error, Equatable { let text: String }

        /// Records each value, and the completion as `finished` or `failed: <error>`.
        final class Recorder {
            var received: [String] = []

            func completion<Failure>(_ completion: Subscribers.Completion<Failure>) {
                switch completion {
                case .finished: received.append("finished")
                case .failure(let error): received.append("failed: \(error)")
                }
            }

            func value<Value>(_ value: Value) { received.append("\(value)") }
        }

        @Test("tryMap transforms until its closure throws, then cancels upstream and fails with the error")
        func tryMap() {
            let recorder = Recorder()
            let subject = PassthroughSubject<String, Never>()
            let sink = subject.handleEvents(receiveCancel: { recorder.received.append("cancelled") })
                .tryMap { text -> Int in
                    guard let number = Int(text) else { throw Invalid(text: text) }
                    return number
                }
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            subject.send("1")
            subject.send("x")
            subject.send("2")
            sink.cancel()
            #expect(recorder.received == ["1", "cancelled", #"failed: Invalid(text: "x")"#])
        }

        @Test("tryFilter drops what its closure excludes and fails when it throws")
        func tryFilter() {
            let recorder = Recorder()
            let sink = [1, 2, 3, 4, 5].publisher
                .tryFilter { number in
                    if number == 4 { throw Invalid(text: "4") }
                    return number.isMultiple(of: 2) == false
                }
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            sink.cancel()
            #expect(recorder.received == ["1", "3", #"failed: Invalid(text: "4")"#])
        }

        @Test("tryCompactMap drops nil results and passes an upstream failure on as any Error")
        func tryCompactMap() {
            let recorder = Recorder()
            let subject = PassthroughSubject<String, Failed>()
            let sink = subject.tryCompactMap { Int($0) }
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            subject.send("1")
            subject.send("x")
            subject.send("3")
            subject.send(completion: .failure(Failed()))
            sink.cancel()
            #expect(recorder.received == ["1", "3", "failed: Failed()"])
        }

        @Test("mapError replaces the upstream failure and passes values and finishing through")
        func mapError() {
            let recorder = Recorder()
            let subject = PassthroughSubject<Int, Failed>()
            let sink = subject.mapError { _ in Invalid(text: "mapped") }
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            subject.send(1)
            subject.send(completion: .failure(Failed()))
            let finishing = Just(2).setFailureType(to: Failed.self).mapError { _ in Invalid(text: "unused") }
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            sink.cancel()
            finishing.cancel()
            #expect(recorder.received == ["1", #"failed: Invalid(text: "mapped")"#, "2", "finished"])
        }

        @Test("Empty finishes at once, or never; Fail fails at once")
        func emptyAndFail() {
            let recorder = Recorder()
            let empty = Empty<Int, Never>().sink(
                receiveCompletion: recorder.completion, receiveValue: recorder.value)
            let never = Empty<Int, Never>(completeImmediately: false)
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            let fail = Fail<Int, Failed>(error: Failed())
                .sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            empty.cancel()
            never.cancel()
            fail.cancel()
            #expect(recorder.received == ["finished", "failed: Failed()"])
            #expect(
                Empty<Int, Never>()
                    == Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self))
            #expect(Empty<Int, Never>() != Empty(completeImmediately: false))
            #expect(Fail(outputType: Int.self, failure: Failed()) == Fail<Int, Failed>(error: Failed()))
        }

        @Test("Future runs its closure once when made and gives early and late subscribers the first result")
        func future() {
            let recorder = Recorder()
            var promise: ((Result<Int, Failed>) -> Void)?
            var runs = 0
            let future = Future<Int, Failed> { fulfill in
                runs += 1
                promise = fulfill
            }
            #expect(runs == 1)
            let early = future.sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            #expect(recorder.received == [])
            promise?(.success(7))
            promise?(.success(8))
            let late = future.sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            early.cancel()
            late.cancel()
            #expect(runs == 1)
            #expect(recorder.received == ["7", "finished", "7", "finished"])
        }

        @Test("a Future that fails fails every subscriber; one cancelled first receives nothing")
        func futureFailure() {
            let recorder = Recorder()
            var promise: ((Result<Int, Failed>) -> Void)?
            let future = Future<Int, Failed> { promise = $0 }
            let cancelled = future.sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            let kept = future.sink(receiveCompletion: recorder.completion, receiveValue: recorder.value)
            cancelled.cancel()
            promise?(.failure(Failed()))
            kept.cancel()
            #expect(recorder.received == ["failed: Failed()"])
        }

        @Test("Deferred makes a new publisher for each subscriber, when it subscribes")
        func deferred() {
            let recorder = Recorder()
            var made = 0
            let deferred = Deferred { () -> Just<Int> in
                made += 1
                return Just(made * 10)
            }
            #expect(made == 0)
            let first = deferred.sink(receiveValue: recorder.value)
            let second = deferred.sink(receiveValue: recorder.value)
            first.cancel()
            second.cancel()
            #expect(recorder.received == ["10", "20"])
        }
    }
}
