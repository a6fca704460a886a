// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18 compile sweep: a localized string key formats its interpolations as SwiftUI does
    // (numbers by their printf specifier: a Double's default is "%lf", six decimals).
    @Suite(.serialized) @MainActor struct LocalizedInterpolationTests {
        @Test("specifiers, format styles, texts and plain numbers in a Text's key")
        func formats() {
            let height = 21.5
            let count = 3
            let root = VStack {
                Text("\(height, specifier: "%.1f") m")
                Text("\(count) books")
                Text("\(height)")
                Text("Total: \(Text("12"))")
                Text("\(0.25, format: .percent)")
                Button("Count \(count)") {}
                Text("\(-42) \(UInt8(7)) \(Int64.min) \(UInt.max)")
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "21.5 m"
                    Text "3 books"
                    Text "21.500000"
                    Text "Total: 12"
                    Text "25%"
                    Button "Count 3"
                    Text "-42 7 -9223372036854775808 18446744073709551615"

                    """)
        }

        @Test("String(localized:) gives the value's text")
        func stringLocalized() {
            let name = "Ann"
            #expect(String(localized: "Hello \(name)") == "Hello Ann")
        }
    }
}
