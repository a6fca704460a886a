// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Round 5: the screen under a custom text field or date picker style is the style's body;
    // the field or picker it holds is the element the driver acts on. A built-in style below a
    // custom one shows the control as it is. Headless only: SwiftUI has no screen text.
    @Suite(.serialized) @MainActor struct CustomStyleScreenTests {
        struct HandleFieldStyle: TextFieldStyle {
            func _body(configuration: TextField<_Label>) -> some View {
                HStack {
                    Text("@")
                    configuration
                }
            }
        }

        struct Handles: View {
            @State private var handle = "ann"

            var body: some View {
                VStack {
                    TextField("Handle", text: $handle)
                    TextField("Plain", text: .constant("p")).textFieldStyle(.plain)
                    Text("Saved \(handle)")
                }
                .textFieldStyle(HandleFieldStyle())
            }
        }

        @Test("a custom TextFieldStyle's body shows around the field, which takes typing")
        func textField() throws {
            _ = showInWindow(UIHostingController(rootView: Handles()))
            #expect(
                Headless.screen() == """
                    Text "@"
                    TextField "Handle": "ann"
                    TextField "Plain": "p"
                    Text "Saved ann"

                    """)
            try Headless.type("bob", into: "Handle")
            #expect(
                Headless.screen() == """
                    Text "@"
                    TextField "Handle": "bob"
                    TextField "Plain": "p"
                    Text "Saved bob"

                    """)
        }

        struct NextDayStyle: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.label
                    Button("Next day") {
                        configuration.selection = configuration.selection.addingTimeInterval(86_400)
                    }
                    DatePicker(selection: configuration.$selection, displayedComponents: .date) {
                        Text("Exact")
                    }
                }
            }
        }

        @Test("a custom DatePickerStyle's body shows; a DatePicker inside it is a plain picker")
        func datePicker() throws {
            let day = Box(Date(timeIntervalSince1970: 0))
            let root = DatePicker("Day", selection: day.binding, displayedComponents: .date)
                .datePickerStyle(NextDayStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Day"
                    Button "Next day"
                    DatePicker "Exact": "1970-01-01"

                    """)
            try Headless.tap("Next day")
            #expect(day.value == Date(timeIntervalSince1970: 86_400))
            try Headless.select(Date(timeIntervalSince1970: 3 * 86_400), in: "Exact")
            #expect(day.value == Date(timeIntervalSince1970: 3 * 86_400))
        }

        struct CardFormStyle: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Text("Card")
                    configuration.content
                }
            }
        }

        @Test("a custom FormStyle's body shows; .automatic below it shows the form as it is")
        func form() {
            let root = VStack {
                Form { Text("Styled") }
                Form { Text("Plain") }.formStyle(.automatic)
            }
            .formStyle(CardFormStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Card"
                    Text "Styled"
                    Text "Plain"

                    """)
        }

        /// A value a binding reads and writes outside any view, so the test sees each write.
        @MainActor final class Box<Value> {
            var value: Value

            init(_ value: Value) { self.value = value }

            var binding: Binding<Value> {
                Binding(get: { self.value }, set: { self.value = $0 })
            }
        }
    }
}
