// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // TextField (controls), onSubmit (modifiers) and focused (data) together through the driver:
    // typing focuses the field first, as the tap into it does, and return runs onSubmit.
    @Suite(.serialized) @MainActor struct FocusDriverTests {
        enum Field: Hashable { case title, author }

        struct Form: View {
            @FocusState var field: Field?
            @State var title = ""
            @State var author = ""

            var body: some View {
                let _ = log("Form \(field.map { "\($0)" } ?? "nil") \(title)|\(author)")
                TextField("Title", text: $title)
                    .focused($field, equals: .title)
                    .onSubmit {
                        log("submit \(title)"); field = .author
                    }
                TextField("Author", text: $author)
                    .focused($field, equals: .author)
                    .onSubmit {
                        log("submit \(author)"); field = nil
                    }
            }
        }

        @Test("typing focuses the field, onSubmit moves focus on, the next field focuses when typed into")
        func typeFocusSubmit() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Form()))
            try Headless.type("Dune", into: "Title", submit: true)
            try Headless.type("Herbert", into: "Author")
            try Headless.submit("Author")
            #expect(
                log.take() == [
                    "Form nil |", "Form title Dune|", "submit Dune", "Form author Dune|",
                    "Form author Dune|Herbert", "submit Herbert", "Form nil Dune|Herbert",
                ])
        }

        struct Removable: View {
            @FocusState var field: Field?
            @State var title = ""
            @State var showsTitle = true

            var body: some View {
                let _ = log("Removable \(field.map { "\($0)" } ?? "nil") \(showsTitle)")
                if showsTitle {
                    TextField("Title", text: $title).focused($field, equals: .title)
                }
                Button("Hide") { showsTitle = false }
            }
        }

        @Test("focus is cleared when the focused field leaves the graph")
        func focusClearedOnRemoval() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Removable()))
            try Headless.type("Dune", into: "Title")
            try Headless.tap("Hide")
            #expect(
                log.take() == [
                    "Removable nil true", "Removable title true", "Removable title false",
                    "Removable nil false",
                ])
        }
    }
}
