// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Binding`: `init?(_:)` "creates a new binding by projecting
    // a base optional value to a unwrapped value" and fails for `nil`; `Binding` is a
    // `RandomAccessCollection` of element bindings when its value is a mutable collection, and
    // `Identifiable` when its value is, so `ForEach($items) { $item in ... }` edits the items.
    @Suite(.serialized) @MainActor struct BindingConversionTests {
        /// Storage for a binding outside any view.
        final class Box<Value> {
            var value: Value
            init(_ value: Value) { self.value = value }
            var binding: Binding<Value> {
                Binding(get: { self.value }, set: { self.value = $0 })
            }
        }

        @Test("unwrapping a binding to nil fails; to a value, it reads and writes through")
        func optionalUnwrap() {
            let empty = Box<String?>(nil)
            #expect(Binding(empty.binding) == nil)
            let named = Box<String?>("Ada")
            let unwrapped = Binding(named.binding)
            #expect(unwrapped?.wrappedValue == "Ada")
            unwrapped?.wrappedValue = "Grace"
            #expect(named.value == "Grace")
        }

        @Test("a binding to a value projects to an optional; writing nil leaves the value")
        func optionalWrap() {
            let count = Box(3)
            let optional: Binding<Int?> = Binding(count.binding)
            #expect(optional.wrappedValue == 3)
            optional.wrappedValue = 7
            optional.wrappedValue = nil
            #expect(count.value == 7)
        }

        @Test("a binding to a hashable value projects to AnyHashable and back")
        func anyHashable() {
            let count = Box(3)
            let erased: Binding<AnyHashable> = Binding(count.binding)
            #expect(erased.wrappedValue == AnyHashable(3))
            erased.wrappedValue = AnyHashable(5)
            erased.wrappedValue = AnyHashable("five")
            #expect(count.value == 5)
        }

        @Test("a binding to an array is a collection of element bindings")
        func collection() {
            let numbers = Box([1, 2, 3])
            let elements = numbers.binding
            #expect(elements.count == 3)
            #expect(elements.map(\.wrappedValue) == [1, 2, 3])
            elements[1].wrappedValue = 20
            elements.last?.wrappedValue = 30
            #expect(numbers.value == [1, 20, 30])
        }

        /// Equatable, so a row whose item is unchanged is not re-run.
        struct Item: Identifiable, Equatable {
            let id: Int
            var title: String
        }

        struct Row: View {
            @Binding var item: Item

            var body: some View {
                let _ = log("row \(item.id) \(item.title)")
                let _ = Triggers.shared.register("rename \(item.id)") { item.title += "!" }
                Text(item.title)
            }
        }

        struct Rows: View {
            @State private var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]

            var body: some View {
                VStack {
                    ForEach($items) { $item in
                        Row(item: $item)
                    }
                }
            }
        }

        @Test("ForEach over a binding hands each row its element's binding; a write re-runs that row")
        func forEachBinding() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows()))
            #expect(log.take() == ["row 1 One", "row 2 Two"])
            Triggers.shared.tap("rename 2")
            Driver.runUntilIdle()
            #expect(log.take() == ["row 2 Two!"])
        }
    }
}
