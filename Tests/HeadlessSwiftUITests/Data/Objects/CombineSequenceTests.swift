// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: scan sends each running result,
    // first one element then finished, replaceError the replacement then finished, catch
    // continues with the handler's publisher, prepend and append concatenate, zip pairs the
    // n-th elements, throttle sends the first or latest element of each interval.
    @Suite(.serialized) @MainActor struct CombineSequenceTests {
        struct Failed: Error {}

        @Test("scan sends each running result, and first sends one element then finishes")
        func scanAndFirst() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let totals = subject.scan(0, +).sink { received.append("total \($0)") }
            let first = subject.first().sink(
                receiveCompletion: { _ in received.append("first finished") },
                receiveValue: { received.append("first \($0)") })
            subject.send(1)
            subject.send(2)
            subject.send(3)
            totals.cancel()
            first.cancel()
            #expect(received == ["total 1", "first 1", "first finished", "total 3", "total 6"])
        }

        @Test("handleEvents sees subscription, demand, values, completion and cancel in order")
        func handleEvents() {
            var received: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.handleEvents(
                receiveSubscription: { _ in received.append("subscription") },
                receiveOutput: { received.append("output \($0)") },
                receiveCompletion: { _ in received.append("completion") },
                receiveCancel: { received.append("cancel") },
                receiveRequest: { received.append("request \($0)") }
            ).sink { received.append("value \($0)") }
            subject.send(1)
            sink.cancel()
            subject.send(2)
            _ = [5].publisher.handleEvents(receiveCompletion: { _ in received.append("completion") }).sink {
                _ in
            }
            #expect(
                received == [
                    "subscription", "request unlimited", "output 1", "value 1", "cancel", "completion",
                ])
        }

        @Test("replaceError and catch turn a failure into a value or another publisher")
        func recovery() {
            var received: [String] = []
            let failing = PassthroughSubject<Int, Failed>()
            let replaced = failing.replaceError(with: 0).sink(
                receiveCompletion: { _ in received.append("replaced finished") },
                receiveValue: { received.append("replaced \($0)") })
            let caught = failing.catch { _ in [8, 9].publisher }.sink(
                receiveCompletion: { _ in received.append("caught finished") },
                receiveValue: { received.append("caught \($0)") })
            failing.send(1)
            failing.send(completion: .failure(Failed()))
            replaced.cancel()
            caught.cancel()
            #expect(
                received == [
                    "replaced 1", "caught 1", "replaced 0", "replaced finished", "caught 8", "caught 9",
                    "caught finished",
                ])
        }

        @Test("prepend and append put elements before and after the publisher's own")
        func concatenate() {
            var received: [Int] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.prepend(1, 2).append([9].publisher).sink { received.append($0) }
            subject.send(3)
            subject.send(completion: .finished)
            sink.cancel()
            #expect(received == [1, 2, 3, 9])
        }

        @Test("flatMap merges the publishers it makes and finishes after the upstream and all of them")
        func flatMap() {
            var received: [String] = []
            let queries = PassthroughSubject<String, Never>()
            let sink = queries.flatMap { query in [query + "1", query + "2"].publisher }.sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append($0) })
            queries.send("a")
            queries.send("b")
            queries.send(completion: .finished)
            sink.cancel()
            #expect(received == ["a1", "a2", "b1", "b2", "finished"])
        }

        @Test(
            "flatMap(maxPublishers: .max(1)) asks for the next element only when the current publisher finishes"
        )
        func flatMapOneAtATime() {
            var received: [Int] = []
            let outer = PassthroughSubject<PassthroughSubject<Int, Failed>, Failed>()
            let first = PassthroughSubject<Int, Failed>()
            let second = PassthroughSubject<Int, Failed>()
            let sink = outer.flatMap(maxPublishers: .max(1)) { $0 }.sink(
                receiveCompletion: { _ in }, receiveValue: { received.append($0) })
            outer.send(first)
            outer.send(second)
            first.send(1)
            second.send(2)
            first.send(completion: .finished)
            outer.send(second)
            second.send(3)
            sink.cancel()
            #expect(received == [1, 3])
        }

        @Test("zip pairs the n-th elements and finishes when a finished side has nothing left")
        func zip() {
            var received: [String] = []
            let numbers = PassthroughSubject<Int, Never>()
            let letters = PassthroughSubject<String, Never>()
            let sink = numbers.zip(letters).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)\($1)") })
            numbers.send(1)
            numbers.send(2)
            letters.send("a")
            numbers.send(completion: .finished)
            letters.send("b")
            letters.send("c")
            sink.cancel()
            #expect(received == ["1a", "2b", "finished"])
        }

        @Test("throttle sends the first element at once, then the latest or first of each second")
        func throttle() {
            var received: [String] = []
            let taps = PassthroughSubject<Int, Never>()
            let latest = taps.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true).sink {
                received.append("latest \($0)")
            }
            let first = taps.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: false).sink {
                received.append("first \($0)")
            }
            taps.send(1)
            Driver.advance(by: 0.1)
            taps.send(2)
            Driver.advance(by: 0.1)
            taps.send(3)
            Driver.advance(by: 0.7)
            #expect(received == ["latest 1", "first 1"])
            Driver.advance(by: 0.2)
            #expect(received == ["latest 1", "first 1", "latest 3", "first 2"])
            Driver.advance(by: 1.5)
            taps.send(4)
            Driver.advance(by: 0)
            latest.cancel()
            first.cancel()
            #expect(received == ["latest 1", "first 1", "latest 3", "first 2", "latest 4", "first 4"])
        }

        @Test("debounce on DispatchQueue.main waits in virtual time as on the run loop")
        func debounceOnMainQueue() {
            var received: [String] = []
            let text = PassthroughSubject<String, Never>()
            let sink = text.debounce(for: .seconds(0.5), scheduler: DispatchQueue.main).sink {
                received.append($0)
            }
            text.send("a")
            Driver.advance(by: 0.4)
            text.send("ab")
            Driver.advance(by: 0.4)
            #expect(received == [])
            Driver.advance(by: 0.2)
            sink.cancel()
            #expect(received == ["ab"])
            #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(500) == .seconds(0.5))
        }
    }
}
