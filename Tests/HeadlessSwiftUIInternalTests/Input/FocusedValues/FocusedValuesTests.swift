// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

private struct CountKey: FocusedValueKey {
    typealias Value = Int
}

private struct NameKey: FocusedValueKey {
    typealias Value = String
}

extension SwiftUIInternalTests {
    @Suite @MainActor struct FocusedValuesTests {
        @Test("the subscript stores by key, nil removes, and equality compares keys and values")
        func subscriptAndEquality() {
            var values = FocusedValues()
            #expect(values[CountKey.self] == nil)
            values[CountKey.self] = 3
            values[NameKey.self] = "a"
            #expect(values[CountKey.self] == 3)
            #expect(values[NameKey.self] == "a")
            var other = FocusedValues()
            other[NameKey.self] = "a"
            #expect(values != other)
            other[CountKey.self] = 3
            #expect(values == other)
            values[CountKey.self] = nil
            #expect(values[CountKey.self] == nil)
            #expect(values.storage.count == 1)
        }
    }
}
