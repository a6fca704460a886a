// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation for each operator: combineLatest sends the latest of
    // every publisher once each has sent, merge interleaves and finishes when all finish, zip
    // groups the n-th elements and finishes when a finished publisher has nothing left to pair;
    // each fails as soon as any upstream fails.
    @Suite(.serialized) @MainActor struct CombineCombiningTests {
        struct Failed: Error, Equatable {}

        @Test("combineLatest of three waits for all, sends the latest of each, and fails with any")
        func combineLatestThree() {
            let numbers = PassthroughSubject<Int, Failed>()
            let letters = PassthroughSubject<String, Failed>()
            let flags = CurrentValueSubject<Bool, Failed>(true)
            var received: [String] = []
            let sink = numbers.combineLatest(letters, flags).sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)\($1)\($2)") })
            numbers.send(1)
            letters.send("x")
            flags.send(false)
            numbers.send(2)
            letters.send(completion: .failure(Failed()))
            numbers.send(3)
            sink.cancel()
            #expect(received == ["1xtrue", "1xfalse", "2xfalse", "failed"])
        }

        @Test("combineLatest of three with a transform finishes once every publisher has finished")
        func combineLatestThreeTransform() {
            let width = PassthroughSubject<Int, Never>()
            var received: [String] = []
            let sink = width.combineLatest(Just(2), Just(3)) { $0 * $1 * $2 }.sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            width.send(1)
            width.send(5)
            width.send(completion: .finished)
            sink.cancel()
            #expect(received == ["6", "30", "finished"])
        }

        @Test("combineLatest of four with a transform stops when cancelled")
        func combineLatestFour() {
            let a = CurrentValueSubject<Int, Never>(1)
            let b = CurrentValueSubject<Int, Never>(2)
            let c = CurrentValueSubject<Int, Never>(3)
            let d = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let sink = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { received.append($0) }
            d.send(10)
            b.send(20)
            sink.cancel()
            c.send(30)
            #expect(received == [16, 34])
        }

        @Test("combineLatest of four without a transform sends tuples")
        func combineLatestFourTuples() {
            var received: [String] = []
            let sink = Just("a").combineLatest(Just("b"), Just("c"), ["d", "e"].publisher).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append($0 + $1 + $2 + $3) })
            sink.cancel()
            #expect(received == ["abcd", "abce", "finished"])
        }

        @Test("merge with seven others interleaves eight publishers and finishes after the last")
        func mergeEight() {
            let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
            var received: [String] = []
            let sink = subjects[0].merge(
                with: subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6],
                subjects[7]
            ).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
            for subject in subjects.dropLast() { subject.send(completion: .finished) }
            #expect(received == ["7", "6", "5", "4", "3", "2", "1", "0"])
            subjects[7].send(completion: .finished)
            sink.cancel()
            #expect(received == ["7", "6", "5", "4", "3", "2", "1", "0", "finished"])
        }

        @Test("Merge's merge(with:) makes a Merge3 of publishers of different types")
        func mergeChain() {
            var received: [String] = []
            let merged: Publishers.Merge3<Just<Int>, Publishers.Sequence<[Int], Never>, Just<Int>> =
                Just(1).merge(with: [2, 3].publisher).merge(with: Just(4))
            let sink = merged.sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            sink.cancel()
            #expect(received == ["1", "2", "3", "4", "finished"])
        }

        @Test("MergeMany merges publishers of one type, and fails as soon as one fails")
        func mergeMany() {
            let subjects = (0..<3).map { _ in PassthroughSubject<Int, Failed>() }
            let extra = PassthroughSubject<Int, Failed>()
            var received: [String] = []
            let sink = Publishers.MergeMany(subjects).merge(with: extra).sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)") })
            subjects[2].send(2)
            extra.send(3)
            subjects[0].send(0)
            subjects[1].send(completion: .failure(Failed()))
            subjects[0].send(4)
            sink.cancel()
            #expect(received == ["2", "3", "0", "failed"])
        }

        @Test("merge(with:) of two publishers of the same type is a MergeMany")
        func mergeSameType() {
            let left = PassthroughSubject<Int, Never>()
            let right = PassthroughSubject<Int, Never>()
            let merged: Publishers.MergeMany<PassthroughSubject<Int, Never>> = left.merge(with: right)
            #expect(merged.publishers.count == 2)
        }

        @Test("zip of three groups the n-th elements and finishes when a finished side has none left")
        func zipThree() {
            let numbers = PassthroughSubject<Int, Never>()
            let letters = PassthroughSubject<String, Never>()
            let flags = PassthroughSubject<Bool, Never>()
            var received: [String] = []
            let sink = numbers.zip(letters, flags).sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)\($1)\($2)") })
            numbers.send(1)
            numbers.send(2)
            letters.send("x")
            #expect(received == [])
            flags.send(true)
            letters.send("y")
            flags.send(false)
            numbers.send(completion: .finished)
            letters.send("z")
            sink.cancel()
            #expect(received == ["1xtrue", "2yfalse", "finished"])
        }

        @Test("zip of four with a transform stops at the shortest sequence")
        func zipFour() {
            var received: [String] = []
            let sink = [1, 2, 3].publisher.zip(
                [10, 20, 30].publisher, [100, 200].publisher, [1000, 2000, 3000].publisher
            ) {
                $0 + $1 + $2 + $3
            }.sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append("\($0)") })
            sink.cancel()
            #expect(received == ["1111", "2222", "finished"])
        }

        @Test("zip of two with a transform fails when a side fails, dropping unpaired elements")
        func zipTransformFailure() {
            let left = PassthroughSubject<Int, Failed>()
            let right = PassthroughSubject<Int, Failed>()
            var received: [String] = []
            let sink = left.zip(right) { $0 * $1 }.sink(
                receiveCompletion: { received.append($0 == .finished ? "finished" : "failed") },
                receiveValue: { received.append("\($0)") })
            left.send(3)
            right.send(4)
            left.send(5)
            right.send(completion: .failure(Failed()))
            sink.cancel()
            #expect(received == ["12", "failed"])
        }

        @Test("zip of three with a transform combines the n-th elements")
        func zipThreeTransform() {
            var received: [String] = []
            let sink = ["a", "b"].publisher.zip(["c", "d"].publisher, Just("e")) { $0 + $1 + $2 }.sink(
                receiveCompletion: { _ in received.append("finished") },
                receiveValue: { received.append($0) })
            sink.cancel()
            #expect(received == ["ace", "finished"])
        }
    }
}
