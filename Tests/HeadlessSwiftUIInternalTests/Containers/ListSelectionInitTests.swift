// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // List's initializers share one internal init: each data form still makes the selection its
    // binding asks for, a set that a tap toggles a row in or an optional that a tap sets.
    @Suite(.serialized) @MainActor struct ListSelectionInitTests {
        struct Fruit: Identifiable {
            let id: Int
            let name: String
        }

        struct Lists: View {
            let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
            @State private var many: Set<Int> = []
            @State private var one: Int?

            var body: some View {
                VStack {
                    Text("many \(many.sorted()) one \(one.map(String.init) ?? "nil")")
                    List(fruits, selection: $many) { Text("set \($0.name)") }
                    List(fruits, id: \.id, selection: $many) { Text("set id \($0.name)") }
                    List(0..<2, selection: $many) { Text("set row \($0)") }
                    List(fruits, selection: $one) { Text("one \($0.name)") }
                    List(fruits, id: \.id, selection: $one) { Text("one id \($0.name)") }
                    List(0..<2, selection: $one) { Text("one row \($0)") }
                }
            }
        }

        @Test("a set binding's lists toggle rows in it; an optional binding's lists set it")
        func selections() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Lists()))
            #expect(Headless.screen().hasPrefix("Text \"many [] one nil\"\n"))
            try Headless.tap("set Apple")
            try Headless.tap("set id Pear")
            try Headless.tap("set row 1")
            try Headless.tap("one Pear")
            #expect(Headless.screen().hasPrefix("Text \"many [2] one 2\"\n"))
            try Headless.tap("one id Apple")
            #expect(Headless.screen().hasPrefix("Text \"many [2] one 1\"\n"))
            try Headless.tap("one row 0")
            try Headless.tap("set row 0")
            // All three set lists read the one set, all three optional lists the one value.
            #expect(
                Headless.screen() == """
                    Text "many [0, 2] one 0"
                    Button "set Apple"
                    Button "set Pear" (selected)
                    Button "set id Apple"
                    Button "set id Pear" (selected)
                    Button "set row 0" (selected)
                    Button "set row 1"
                    Button "one Apple"
                    Button "one Pear"
                    Button "one id Apple"
                    Button "one id Pear"
                    Button "one row 0" (selected)
                    Button "one row 1"

                    """)
        }
    }
}
