// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: the variable-value forms of named images are the same images as the plain ones.
    @Suite(.serialized) @MainActor struct ImageVariableValueTests {
        @Test("variable-value images equal their plain forms")
        func sameImages() {
            #expect(Image("wifi", variableValue: 0.5) == Image("wifi"))
            #expect(
                Image("wifi", variableValue: nil, label: Text("Signal"))
                    == Image("wifi", label: Text("Signal")))
            #expect(Image(decorative: "wifi", variableValue: 1) == Image(decorative: "wifi"))
        }
    }
}
