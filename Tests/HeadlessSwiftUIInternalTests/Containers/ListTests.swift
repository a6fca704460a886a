// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a `List` compiles in every iOS 17.4 form and shows its rows; built at once (the
    // lazy lifecycle of a scrolling list is issue 19's).
    @Suite(.serialized) @MainActor struct ListTests {
        struct Fruit: Identifiable {
            let id: Int
            let name: String
        }

        struct FruitList: View {
            let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
            @State private var selection: Int?
            @State private var chosen: Set<String> = []

            var body: some View {
                NavigationStack {
                    List(selection: $selection) {
                        Section("Fruit") {
                            ForEach(fruits) { fruit in
                                Text(fruit.name).tag(fruit.id)
                            }
                        }
                        Section {
                            List(0..<2) { index in Text("Row \(index)") }
                            List(["a", "b"], id: \.self, selection: $chosen) { Text($0) }
                        }
                    }
                    .navigationTitle("Lists")
                }
            }
        }

        // A selectable list's tagged rows are buttons a tap selects, in its sections too.
        @Test("a list's sections and rows show in order, each form building its rows")
        func rows() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: FruitList()))
            #expect(
                Headless.screen() == """
                    NavigationBar "Lists"
                    Header "Fruit"
                    Button "Apple"
                    Button "Pear"
                    Text "Row 0"
                    Text "Row 1"
                    Button "a"
                    Button "b"

                    """)
        }
    }
}
