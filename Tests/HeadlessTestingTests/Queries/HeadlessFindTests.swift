// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessFindTests {
        /// What `ShoppingScreen` shows before anything is done.
        static let shopping = """
            NavigationBar "Groceries"
              Button "Add"
            Text "Milk"
            TextField "Title": "Draft"
            Toggle "Done": off
            Button "Save"
            Button "Delete" (disabled)
            Button "Archive" [id: archive]
            Text "Save"
            TabBar
              Tab "Lists" (selected)
              Tab "Settings"

            """

        @Test("find returns the element's role, label, value, identifier, state and children")
        func findsElements() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            let field = try Headless.find(.textField("Title"))
            #expect(field.role == "TextField")
            #expect(field.label == "Title")
            #expect(field.value == "Draft")
            #expect(field.identifier == nil)
            #expect(field.isEnabled)
            #expect(!field.isSelected)
            #expect(field.children == [])
            #expect(try Headless.find(.toggle("Done")).value == "off")
            #expect(try Headless.find(.button("Delete")).isEnabled == false)
            #expect(try Headless.find(.id("archive")).label == "Archive")
            #expect(try Headless.find(.tab("Lists")).isSelected)
            let bar = try Headless.find(.navigationBar("Groceries"))
            #expect(bar.children.map(\.description) == ["Button \"Add\"\n"])
            #expect(bar.description == "NavigationBar \"Groceries\"\n  Button \"Add\"\n")
        }

        @Test("a role tells a button from a text that reads the same; a label alone is ambiguous")
        func rolesDisambiguate() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            #expect(try Headless.find(.button("Save")).description == "Button \"Save\"\n")
            #expect(try Headless.find(.text("Save")).description == "Text \"Save\"\n")
            #expect(
                throws: Headless.DriverError(
                    "2 elements labelled \"Save\" on screen: Button \"Save\", Text \"Save\". "
                        + "Name one by its role and label, as .button(\"Save\") does, or by .id(_:).")
            ) {
                try Headless.find("Save")
            }
        }

        @Test("nothing found: the error lists what is on screen")
        func notFound() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            let onScreen = Self.shopping.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            #expect(
                throws: Headless.DriverError(
                    "No element of role Button labelled \"Milk\" on screen. On screen: "
                        + onScreen.joined(separator: ", ") + ".")
            ) { try Headless.find(.button("Milk")) }
        }

        @Test("findAll and exists, by role, label and identifier")
        func findAllAndExists() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            #expect(Headless.findAll(.button()).map(\.label) == ["Add", "Save", "Delete", "Archive"])
            #expect(Headless.findAll("Save").map(\.role) == ["Button", "Text"])
            #expect(Headless.findAll(.slider()) == [])
            #expect(Headless.exists(.text("Milk")))
            #expect(!Headless.exists(.button("Milk")))
            #expect(Headless.exists(.id("archive")))
            #expect(!Headless.exists(.id("missing")))
        }

        @Test("a String variable is a label wherever the driver takes one")
        func stringVariables() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            let field = "Title"
            let text = "Shopping"
            let toggle = "Done"
            let button = "Save"
            try Headless.type(text, into: field)
            try Headless.tap(toggle)
            try Headless.tap(.button(button))
            #expect(Headless.exists(field))
            #expect(try Headless.find(.textField(field)).value == "Shopping")
            #expect(try Headless.find(toggle).value == "on")
            #expect(log.take() == ["save Shopping"])
        }

        @Test("a presented layer is an element: .sheet() and .alert() find it, holding what it shows")
        func layers() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: SheetScreen(refusesSwipe: false)))
            #expect(!Headless.exists(.sheet()))
            try Headless.tap("Edit")
            #expect(try Headless.find(.sheet()).description == "Sheet\n  Text \"Editor\"\n")
            #expect(Headless.findAll(.text()).map(\.label) == ["Editor"])
            #expect(
                throws: Headless.DriverError(
                    #"No element labelled "Edit" on screen. On screen: Sheet, Text "Editor"."#)
            ) { try Headless.find("Edit") }
            _ = showInWindow(UIHostingController(rootView: DiscardScreen()))
            try Headless.tap("Discard")
            let alert = try Headless.find(.alert())
            #expect(
                alert.children.map(\.description) == [
                    "Text \"Discard the draft?\"\n", "Button \"Discard\"\n",
                ])
        }
    }
}
