// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // With SwiftUI (and so UIKit) imported, an unqualified attribute resolves by its value's type,
    // to the scope that declares it, and the other scope's attribute of the same name stays unset.
    @Suite @MainActor struct AttributedStringScopesTests {
        @Test("a UIColor sets UIKit's foreground color, a Color SwiftUI's")
        func unqualifiedAttributesPickTheirScope() {
            var uiKitContainer = AttributeContainer()
            uiKitContainer.foregroundColor = UIColor.red
            let uiKitString = AttributedString("Hi", attributes: uiKitContainer)
            #expect(uiKitString.uiKit.foregroundColor == UIColor.red)
            #expect(uiKitString.swiftUI.foregroundColor == nil)

            var swiftUIContainer = AttributeContainer()
            swiftUIContainer.foregroundColor = Color.red
            let swiftUIString = AttributedString("Hi", attributes: swiftUIContainer)
            #expect(swiftUIString.swiftUI.foregroundColor == Color.red)
            #expect(swiftUIString.uiKit.foregroundColor == nil)
        }
    }
}
