// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: the remaining initializer forms of the controls, through the existing controls:
    // formatted steppers, trailing-label steppers and sliders, SecureField's onCommit, CGColor
    // color pickers, timer progress views, menus and control groups with images, the paste and
    // rename buttons, and the multi-date picker.
    @Suite(.serialized) @MainActor struct ControlFormsTests {
        struct Steppers: View {
            @State private var weight = 2.5
            @State private var count = 1
            @State private var level = 0.5

            var body: some View {
                VStack {
                    Stepper("Weight", value: $weight, in: 0...3, step: 0.5, format: .number)
                    Stepper(value: $count, in: 0...2, onEditingChanged: { _ in }) { Text("Count") }
                    Stepper(onIncrement: { log("up") }, onDecrement: { log("down") }) { Text("Actions") }
                    Slider(value: $level, in: 0...1, step: 0.25, onEditingChanged: { _ in }) { Text("Level") }
                }
            }
        }

        @Test("formatted and trailing-label steppers and sliders step through their bindings")
        func steppers() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Steppers()))
            try Headless.increment("Weight")
            try Headless.increment("Weight")
            try Headless.increment("Count")
            try Headless.increment("Count")
            try Headless.increment("Actions")
            try Headless.decrement("Actions")
            try Headless.increment("Level")
            #expect(events.take() == ["up", "down"])
            #expect(
                Headless.screen() == """
                    Stepper "Weight": 3
                    Stepper "Count": 2
                    Stepper "Actions"
                    Slider "Level": 0.75

                    """)
        }

        struct Login: View {
            @State private var password = ""

            var body: some View {
                SecureField("Password", text: $password, onCommit: { log("commit \(password)") })
                    .onSubmit { log("submit") }
            }
        }

        @Test("SecureField's onCommit runs on return, before onSubmit")
        func secureFieldCommit() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Login()))
            try Headless.type("hunter2", into: "Password", submit: true)
            #expect(events.take() == ["commit hunter2", "submit"])
        }

        struct Palette: View {
            @State private var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

            var body: some View {
                ColorPicker("Fill", selection: $color)
            }
        }

        @Test("a CGColor color picker shows and sets its color through the Color binding")
        func cgColorPicker() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Palette()))
            try Headless.select(Color(red: 0, green: 0, blue: 1), in: "Fill")
            #expect(Headless.screen() == "ColorPicker \"Fill\": \"#(0.0, 0.0, 1.0, 1.0)\"\n")
        }

        @Test("a timer progress view shows the fraction at creation; its label is the timer text")
        func timerProgress() {
            let past = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)
            #expect(
                ProgressView<EmptyView, EmptyView>.timerFraction(
                    past, at: Date(timeIntervalSince1970: 15), countsDown: true) == 0.75)
            #expect(
                ProgressView<EmptyView, EmptyView>.timerFraction(
                    past, at: Date(timeIntervalSince1970: 15), countsDown: false) == 0.25)
            _ = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: ProgressView(timerInterval: past, countsDown: false) { Text("Egg") }))
            #expect(Headless.screen() == "ProgressView \"Egg, 1:00\": 100%\n")
        }

        struct Menus: View {
            var body: some View {
                VStack {
                    Menu("Sort", systemImage: "arrow.up.arrow.down", content: { Button("Name") {} }) {
                        log("primary")
                    }
                    ControlGroup("Format", systemImage: "textformat") { Button("Bold") {} }
                    PasteButton(payloadType: String.self) { log("pasted \($0)") }
                    RenameButton()
                }
            }
        }

        @Test("menus and control groups with images; paste and rename buttons are disabled headlessly")
        func menus() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Menus()))
            try Headless.tap("Sort")
            #expect(events.take() == ["primary"])
            #expect(throws: Headless.DriverError.self) { try Headless.tap("Paste") }
            #expect(throws: Headless.DriverError.self) { try Headless.tap("Rename") }
        }

        struct Trip: View {
            @State private var days: Set<DateComponents> = []
            let start = Date(timeIntervalSince1970: 1_765_000_000)

            var body: some View {
                MultiDatePicker("Days", selection: $days, in: start..<start.addingTimeInterval(7 * 86_400))
            }
        }

        @Test("a multi-date picker toggles the chosen day within its bounds")
        func multiDatePicker() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Trip()))
            let start = Date(timeIntervalSince1970: 1_765_000_000)
            try Headless.select(start.addingTimeInterval(86_400), in: "Days")
            try Headless.select(start, in: "Days")
            try Headless.select(start.addingTimeInterval(30 * 86_400), in: "Days")
            #expect(Headless.screen() == "MultiDatePicker \"Days\": \"2025-12-06, 2025-12-07\"\n")
            try Headless.select(start, in: "Days")
            #expect(Headless.screen() == "MultiDatePicker \"Days\": \"2025-12-07\"\n")
        }
    }
}
