// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Testing

// The article's "Find elements and check their state", copied as printed.
extension TestingArticle {
    struct AccountScreen: View {
        @State private var name = ""
        @State private var reminders = true

        var body: some View {
            Form {
                TextField("Name", text: $name)
                Section("Reminders") {
                    Toggle("Reminders", isOn: $reminders)
                }
                Button("Save") {}
                    .disabled(name.isEmpty)
                    .accessibilityIdentifier("save")
            }
        }
    }

    @Suite(.headless) @MainActor struct AccountTests {
        @Test func saveWaitsForAName() throws {
            Headless.host(AccountScreen())
            #expect(try Headless.find(.button("Save")).isEnabled == false)
            try Headless.type("Ann", into: .textField("Name"))
            #expect(try Headless.find(.id("save")).isEnabled)
            #expect(try Headless.find(.toggle("Reminders")).value == "on")
            #expect(Headless.findAll(.button()).map(\.label) == ["Save"])
            #expect(!Headless.exists(.button("Cancel")))
        }

    }
}

extension TestingArticle.AccountTests {
    @Test(arguments: ["Name", "Save"])
    func showsTheControl(label: String) {
        Headless.host(TestingArticle.AccountScreen())
        #expect(Headless.exists(label))
    }

    @Test func aLabelCanNameTwoElements() throws {
        Headless.host(TestingArticle.AccountScreen())
        #expect(
            throws: Headless.DriverError(
                #"2 elements labelled "Reminders" on screen: Header "Reminders", Toggle "Reminders": on. "#
                    + #"Name one by its role and label, as .button("Save") does, or by .id(_:)."#)
        ) {
            try Headless.find("Reminders")
        }
        #expect(
            throws: Headless.DriverError(
                #"No element of role Button labelled "Cancel" on screen. On screen: TextField "Name": "", "#
                    + #"Header "Reminders", Toggle "Reminders": on, Button "Save" [id: save] (disabled)."#)
        ) {
            try Headless.find(.button("Cancel"))
        }
    }

    // "An element prints as its lines of the screen text."
    @Test func elementPrintsAsTheScreenDoes() throws {
        Headless.host(TestingArticle.AccountScreen())
        #expect(
            Headless.screen() == """
                TextField "Name": ""
                Header "Reminders"
                Toggle "Reminders": on
                Button "Save" [id: save] (disabled)

                """)
        #expect(try Headless.find(.toggle("Reminders")).description == "Toggle \"Reminders\": on\n")
    }
}

extension TestingArticle.NotesTests {
    // "A sheet or an alert on top is an element itself, as the screen text prints it, so
    // `.sheet()` and `.alert()` find it, holding what it shows."
    @Test func theSheetOnTopIsAnElement() throws {
        Headless.host(TestingArticle.NotesScreen())
        try Headless.tap("New Note")
        #expect(try Headless.find(.sheet()).description == "Sheet\n  Text \"Untitled\"\n")
    }
}
