// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: first(where:) sends the first
    // element that satisfies the predicate then finishes, last and collect wait for upstream to
    // finish (a failure arrives alone), switchToLatest follows the most recent publisher and
    // finishes once it and upstream have finished, delay shifts elements and completion by the
    // interval on the scheduler (here the run loop's virtual time).
    @Suite(.serialized) @MainActor struct CombineSelectionTests {
        struct Failed: Error, Equatable {}

        @Test("first(where:) sends the first match, then finishes and cancels upstream")
        func firstWhere() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.handleEvents(receiveCancel: { received.append("cancelled") })
                .first { $0.isMultiple(of: 2) }
                .sink(
                    receiveCompletion: { _ in received.append("finished") },
                    receiveValue: { received.append("\($0)") })
            subject.send(1)
            subject.send(4)
            subject.send(6)
            let none = [1, 3].publisher.first { $0 > 5 }.sink(
                receiveCompletion: { _ in received.append("none finished") },
                receiveValue: { received.append("none \($0)") })
            sink.cancel()
            none.cancel()
            #expect(received == ["4", "cancelled", "finished", "none finished"])
        }

        @Test("last sends the final element once upstream finishes; a failure arrives without it")
        func last() {
            var received: [String] = []
            let numbers = [1, 2, 3].publisher.last().sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            let subject = PassthroughSubject<Int, Failed>()
            let failing = subject.last().sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)") })
            subject.send(4)
            subject.send(completion: .failure(Failed()))
            let empty = Empty<Int, Never>().last().sink(
                receiveCompletion: { _ in received.append("empty finished") },
                receiveValue: { received.append("empty \($0)") })
            numbers.cancel()
            failing.cancel()
            empty.cancel()
            #expect(received == ["3", "finished", "failed", "empty finished"])
        }

        @Test("collect sends every element as one array when upstream finishes, an empty one for none")
        func collect() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.collect().sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            subject.send(1)
            subject.send(2)
            #expect(received == [])
            subject.send(3)
            subject.send(completion: .finished)
            let empty = Empty<Int, Never>().collect().sink { received.append("empty \($0)") }
            let failing = Fail<Int, Failed>(error: Failed()).collect().sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)") })
            sink.cancel()
            empty.cancel()
            failing.cancel()
            #expect(received == ["[1, 2, 3]", "finished", "empty []", "failed"])
        }

        @Test("switchToLatest follows the newest publisher and finishes once it and upstream have")
        func switchToLatest() {
            var received: [String] = []
            let outer = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
            let first = PassthroughSubject<String, Never>()
            let second = PassthroughSubject<String, Never>()
            let sink = outer.switchToLatest().sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append($0) })
            outer.send(first)
            first.send("a1")
            outer.send(second)
            first.send("a2")
            second.send("b1")
            outer.send(completion: .finished)
            second.send("b2")
            #expect(received == ["a1", "b1", "b2"])
            second.send(completion: .finished)
            sink.cancel()
            #expect(received == ["a1", "b1", "b2", "finished"])
        }

        @Test("switchToLatest fails when the current publisher fails, and a cancel stops it")
        func switchToLatestFailure() {
            var received: [String] = []
            let outer = PassthroughSubject<AnyPublisher<Int, Failed>, Failed>()
            let inner = PassthroughSubject<Int, Failed>()
            let sink = outer.switchToLatest().sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)") })
            outer.send(inner.eraseToAnyPublisher())
            inner.send(1)
            inner.send(completion: .failure(Failed()))
            outer.send(Just(2).setFailureType(to: Failed.self).eraseToAnyPublisher())
            let query = PassthroughSubject<String, Never>()
            let cancelled = query.map { Just($0.uppercased()) }.switchToLatest().sink { received.append($0) }
            query.send("a")
            cancelled.cancel()
            query.send("b")
            sink.cancel()
            #expect(received == ["1", "failed", "A"])
        }

        @Test("delay shifts each element and the completion by one second of virtual time")
        func delay() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.delay(for: .seconds(1), scheduler: RunLoop.main).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            subject.send(1)
            Driver.advance(by: 0.5)
            subject.send(2)
            #expect(received == [])
            Driver.advance(by: 0.5)
            #expect(received == ["1"])
            subject.send(completion: .finished)
            Driver.advance(by: 0.5)
            #expect(received == ["1", "2"])
            Driver.advance(by: 0.5)
            #expect(received == ["1", "2", "finished"])
            sink.cancel()
        }

        @Test("a delayed element does not arrive after a cancel")
        func delayCancel() {
            var received: [Int] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.delay(for: .milliseconds(300), scheduler: RunLoop.main).sink {
                received.append($0)
            }
            subject.send(1)
            sink.cancel()
            Driver.advance(by: 1)
            #expect(received == [])
        }
    }
}
