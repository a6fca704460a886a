// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a date picker shows its displayed components and takes a chosen date, clamped
    // to its range. Headless only.
    @Suite(.serialized) @MainActor struct DatePickerTests {
        struct Due: View {
            @State private var due = Date(timeIntervalSince1970: 86_400 * 10 + 3_600 * 9)

            var body: some View {
                VStack {
                    DatePicker(
                        "Due", selection: $due,
                        in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 30))
                    DatePicker("Day", selection: $due, displayedComponents: .date)
                }
            }
        }

        @Test("the date shows in its components; a chosen date is set, clamped to the range")
        func chooses() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Due()))
            #expect(
                Headless.screen()
                    == "DatePicker \"Due\": \"1970-01-11 09:00\"\nDatePicker \"Day\": \"1970-01-11\"\n")
            try Headless.select(Date(timeIntervalSince1970: 86_400 * 2 + 60 * 30), in: "Due")
            #expect(
                Headless.screen()
                    == "DatePicker \"Due\": \"1970-01-03 00:30\"\nDatePicker \"Day\": \"1970-01-03\"\n")
            try Headless.select(Date(timeIntervalSince1970: 86_400 * 365), in: "Due")
            #expect(
                Headless.screen()
                    == "DatePicker \"Due\": \"1970-01-31 00:00\"\nDatePicker \"Day\": \"1970-01-31\"\n")
        }
    }
}
