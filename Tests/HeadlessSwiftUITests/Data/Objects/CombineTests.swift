// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's Combine documentation: a `CurrentValueSubject` sends its value to a new
    // subscriber, a `PassthroughSubject` only later values, `Just` one value then finished;
    // `@Published` sends `objectWillChange` and then the new value before the property holds it.
    @Suite @MainActor struct CombineTests {
        final class Model: ObservableObject {
            @Published var count = 0
        }

        @Test("subjects, Just, map and filter deliver values in order, and cancel stops them")
        func subjects() {
            var received: [String] = []
            let current = CurrentValueSubject<Int, Never>(1)
            let sink = current.map { "c\($0)" }.sink { received.append($0) }
            current.send(2)
            current.value = 3
            let passthrough = PassthroughSubject<Int, Never>()
            passthrough.send(0)
            let other = passthrough.filter { $0.isMultiple(of: 2) }.sink(
                receiveCompletion: { _ in received.append("done") },
                receiveValue: { received.append("p\($0)") })
            passthrough.send(1)
            passthrough.send(2)
            passthrough.send(completion: .finished)
            passthrough.send(4)
            _ = Just(7).sink { received.append("j\($0)") }
            sink.cancel()
            current.send(9)
            other.cancel()
            #expect(received == ["c1", "c2", "c3", "p2", "done", "j7"])
        }

        @Test("@Published sends objectWillChange, then the new value on its projection, before storing it")
        func published() {
            let model = Model()
            var received: [String] = []
            let will = model.objectWillChange.sink { received.append("will \(model.count)") }
            let values = model.$count.sink { received.append("value \($0), stored \(model.count)") }
            model.count = 5
            #expect(received == ["value 0, stored 0", "will 0", "value 5, stored 0"])
            #expect(model.count == 5)
            will.cancel()
            values.cancel()
        }

        @Test("removeDuplicates drops an element equal to the one before it")
        func removeDuplicates() {
            var received: [Int] = []
            let subject = PassthroughSubject<Int, Never>()
            let sink = subject.removeDuplicates().sink { received.append($0) }
            for value in [1, 1, 2, 2, 1] { subject.send(value) }
            sink.cancel()
            #expect(received == [1, 2, 1])
        }

        @Test("NotificationCenter.publisher(for:) sends posted notifications until cancelled")
        func notifications() {
            let center = NotificationCenter()
            let name = Notification.Name("DataNote")
            var received: [String] = []
            let sink = center.publisher(for: name).sink { received.append($0.name.rawValue) }
            center.post(name: name, object: nil)
            sink.cancel()
            center.post(name: name, object: nil)
            #expect(received == ["DataNote"])
        }

        @Test("assign(to:on:) writes each value to the object")
        func assign() {
            let model = Model()
            let subject = PassthroughSubject<Int, Never>()
            var bag = Set<AnyCancellable>()
            subject.assign(to: \.count, on: model).store(in: &bag)
            subject.send(3)
            #expect(model.count == 3)
            bag.removeAll()
            subject.send(4)
            #expect(model.count == 3)
        }
    }
}
