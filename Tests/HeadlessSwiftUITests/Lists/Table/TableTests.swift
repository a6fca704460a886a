// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Apple's Tables overview: "Narrow displays may adapt to show only the first column of the
    // table" (https://developer.apple.com/documentation/swiftui/tables). On an
    // iPhone a table is a list of its first column's cells: they appear as a List's rows do, and
    // a tap on one selects its row's id.
    @Suite(.serialized) @MainActor struct TableTests {
        struct Person: Identifiable {
            let id: Int
            let name: String
            let city: String
        }

        struct People: View {
            let people = [
                Person(id: 1, name: "Ada", city: "London"),
                Person(id: 2, name: "Grace", city: "Arlington"),
                Person(id: 3, name: "Linus", city: "Portland"),
            ]
            @State private var selection = Set<Person.ID>()

            var body: some View {
                Table(people, selection: $selection) {
                    TableColumn("Name") { person in
                        Text(person.name).onAppear { log("\(person.name) onAppear") }
                    }
                    TableColumn("City") { person in
                        Text(person.city).onAppear { log("\(person.city) onAppear") }
                    }
                    .width(min: 80, ideal: 120)
                    .alignment(.trailing)
                    .customizationID("city")
                    .defaultVisibility(.automatic)
                    .disabledCustomizationBehavior(.resize)
                }
                .onChange(of: selection) { log("selection \(selection.sorted())") }
            }
        }

        @Test("the first column's cells appear in row order; taps toggle rows in a set selection")
        func firstColumnAppearsAndSelects() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: People()))
            #expect(log.take() == ["Ada onAppear", "Grace onAppear", "Linus onAppear"])
            try Driver.tap("Grace")
            #expect(log.take() == ["selection [2]"])
            try Driver.tap("Ada")
            #expect(log.take() == ["selection [1, 2]"])
        }
    }
}
