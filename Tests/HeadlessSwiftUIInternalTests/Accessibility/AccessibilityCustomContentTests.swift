// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: accessibilityCustomContent(_:_:importance:) (Apple's declarations in the iOS 17.4
    // SDK's SwiftUI interface). The facts are stored with the element's other attributes, in
    // the order applied: a key gives its label and identifier, a label alone is both.
    @Suite @MainActor struct AccessibilityCustomContentTests {
        @Test("custom content joins the attachment, with its key's label, identifier and importance")
        func storesFacts() {
            let age = AccessibilityCustomContentKey(Text("Age"), id: "age")
            let row = Text("Rex")
                .accessibilityCustomContent(age, Text("3"))
                .accessibilityCustomContent("Breed", "Collie", importance: .high)
                .accessibilityCustomContent(age, nil as Text?)
            #expect(
                row.modifier.attributes == [
                    .customContent(label: "Age", id: "age", value: "3", importance: .default),
                    .customContent(label: "Breed", id: "Breed", value: "Collie", importance: .high),
                    .customContent(label: "Age", id: "age", value: nil, importance: .default),
                ])
        }

        @Test("a view's first custom content starts the attachment")
        func startsAttachment() {
            let name = "Weight"
            let row = Color.red.accessibilityCustomContent(LocalizedStringKey(name), "30 kg")
            #expect(
                row.modifier.attributes == [
                    .customContent(label: "Weight", id: "Weight", value: "30 kg", importance: .default)
                ])
        }
    }
}
