// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// An app whose only window group presents optional data: launched, its window has no value.
struct OptionalDataApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $number in
            Text(number.map { "Number \($0)" } ?? "No number")
        }
    }
}

/// An app whose window group has a default value, shown by a window opened without one.
struct DefaultDataApp: App {
    var body: some Scene {
        WindowGroup(id: "numbers", for: Int.self) { $number in
            Text("Number \(number)")
        } defaultValue: {
            7
        }
    }
}
