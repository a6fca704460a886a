// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Round 5: custom styles apps write for text fields (Apple's underscored `_body`) and date
    // pickers (`makeBody`, iOS 16), and the configuration initializers custom toggle, button and
    // label styles wrap. The style's body is what shows; the field or picker it holds is the
    // control the driver types into or taps through.
    @Suite(.serialized) @MainActor struct CustomStyleBodyTests {
        /// Logs its lines when it appears: a style's `makeBody` is not main-actor isolated in the
        /// iOS 17.4 SDK, so its own closures cannot call `log`; a view's `body` is.
        struct AppearLog: View {
            let lines: [String]

            var body: some View {
                Color.clear.onAppear {
                    for line in lines { log(line) }
                }
            }
        }

        struct BoxedFieldStyle: TextFieldStyle {
            func _body(configuration: TextField<_Label>) -> some View {
                configuration
                    .padding(8)
                    .background(Color.gray.opacity(0.2))
                    .background(AppearLog(lines: ["boxed field appeared"]))
            }
        }

        struct Login: View {
            @State private var name = ""

            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        .onAppear { log("field appeared") }
                    TextField("Plain", text: .constant("p"))
                        .textFieldStyle(.roundedBorder)
                }
                .textFieldStyle(BoxedFieldStyle())
                .onChange(of: name) { log("name \($1)") }
            }
        }

        @Test("a custom TextFieldStyle's _body wraps each field below; a built-in one below it wins")
        func textFieldStyleBody() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Login()))
            #expect(events.take() == ["boxed field appeared", "field appeared"])
        }

        @Test("typing goes into the field the custom style wraps", .enabled(if: Driver.drivesUserActions))
        func typingThroughTheStyle() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Login()))
            _ = events.take()
            try Driver.type("Ann", into: "Name")
            #expect(events.take() == ["name Ann"])
        }

        struct StepperDateStyle: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.label
                    Button("Next day") {
                        let next = configuration.selection.addingTimeInterval(86_400)
                        configuration.selection = min(next, configuration.maximumDate ?? next)
                    }
                }
                .background(
                    AppearLog(lines: [
                        "style components \(configuration.displayedComponents == .date ? "date" : "other")",
                        "style range \(configuration.minimumDate != nil) \(configuration.maximumDate != nil)",
                    ]))
            }
        }

        struct Schedule: View {
            @State private var day = Date(timeIntervalSince1970: 0)

            var body: some View {
                DatePicker(
                    "Day", selection: $day,
                    in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400),
                    displayedComponents: .date
                )
                .datePickerStyle(StepperDateStyle())
                .onChange(of: day) { log("day \(Int($1.timeIntervalSince1970))") }
            }
        }

        @Test("a custom DatePickerStyle's makeBody gets the picker's label, selection, range and components")
        func datePickerStyleBody() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Schedule()))
            #expect(events.take() == ["style components date", "style range true true"])
        }

        @Test(
            "a button in a custom date picker style writes the picker's selection",
            .enabled(if: Driver.drivesUserActions))
        func datePickerStyleWrites() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Schedule()))
            _ = events.take()
            try Driver.tap("Next day")
            #expect(events.take() == ["day 86400"])
            try Driver.tap("Next day")
            #expect(events.take() == [])
        }

        struct CheckToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Toggle(configuration)
                    Text(configuration.isOn ? "checked" : "unchecked")
                }
            }
        }

        struct LoggingButtonStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration)
                    .background(AppearLog(lines: ["styled button appeared"]))
            }
        }

        struct TrailingIconLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Label(configuration)
                        .labelStyle(.titleOnly)
                    configuration.icon
                }
            }
        }

        struct Panel: View {
            @State private var isOn = false
            @State private var taps = 0

            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $isOn)
                        .toggleStyle(CheckToggleStyle())
                    Button("Send") { taps += 1 }
                        .buttonStyle(LoggingButtonStyle())
                    Label("Inbox", systemImage: "tray")
                        .labelStyle(TrailingIconLabelStyle())
                }
                .onChange(of: isOn) { log("wifi \($1)") }
                .onChange(of: taps) { log("taps \($1)") }
            }
        }

        @Test(
            "Toggle, Button and Label made from a configuration act for the styled view",
            .enabled(if: Driver.drivesUserActions))
        func configurationInitializers() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Panel()))
            #expect(events.take() == ["styled button appeared"])
            try Driver.tap("Wi-Fi")
            try Driver.tap("Send")
            #expect(events.take() == ["wifi true", "taps 1"])
        }
        struct CardFormStyle: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Text("Card")
                    Form(configuration)
                        .formStyle(.grouped)
                }
                .background(AppearLog(lines: ["card form appeared"]))
            }
        }

        struct Settings: View {
            @State private var isOn = false

            var body: some View {
                Form {
                    Toggle("Sync", isOn: $isOn)
                }
                .formStyle(CardFormStyle())
                .onChange(of: isOn) { log("sync \($1)") }
            }
        }

        @Test("a custom FormStyle's body wraps the form's content, which the driver still reaches")
        func formStyleBody() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Settings()))
            #expect(events.take() == ["card form appeared"])
            guard Driver.drivesUserActions else { return }
            try Driver.tap("Sync")
            #expect(events.take() == ["sync true"])
        }
    }
}
