// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Apple's Tables overview: "Narrow displays may adapt to show only the first column of the
    // table" (https://developer.apple.com/documentation/swiftui/tables);
    // the headless default device is an iPhone, so a table is a list of its first column's cells.
    @Suite(.serialized) @MainActor struct TableTests {
        struct Person: Identifiable {
            let id: Int
            let name: String
            let city: String
            let age: Int
        }

        static let people = [
            Person(id: 1, name: "Ada", city: "London", age: 36),
            Person(id: 2, name: "Grace", city: "Arlington", age: 85),
            Person(id: 3, name: "Linus", city: "Portland", age: 54),
        ]

        struct People: View {
            @State private var selection: Person.ID?
            @State private var order = [KeyPathComparator(\Person.name)]

            var body: some View {
                Table(TableTests.people, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("City", value: \.city).width(120).alignment(.numeric)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }.customizationID("age")
                }
                .onChange(of: selection) { log("selection \(selection.map(String.init) ?? "nil")") }
            }
        }

        @Test("compact width: three columns of three rows show only the first column's cells")
        func compactShowsFirstColumn() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: People()))
            #expect(
                Headless.screen() == """
                    Button "Ada"
                    Button "Grace"
                    Button "Linus"

                    """)
            try Headless.tap("Grace")
            #expect(log.take() == ["selection 2"])
            #expect(
                Headless.screen() == """
                    Button "Ada"
                    Button "Grace" (selected)
                    Button "Linus"

                    """)
        }

        @Test(
            "a table without a selection lists its rows as plain cells; rows from TableRow keep their order")
        func plainAndBuiltRows() {
            let root = Table(of: Person.self) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            } rows: {
                TableRow(TableTests.people[2])
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(Headless.screen() == "Text \"Linus\"\n")
        }
    }
}
