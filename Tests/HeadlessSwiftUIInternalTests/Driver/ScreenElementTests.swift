// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // The element helpers the accessibility modifiers use, and the one-line form. Headless only.
    @Suite @MainActor struct ScreenElementTests {
        static let row = [
            ScreenElement(role: .text, label: "Alice"),
            ScreenElement(
                role: .toggle, label: "Muted", value: .state("on"), identifier: "mute",
                actions: ScreenActions(tap: {})),
            ScreenElement(role: .text, label: ""),
        ]

        @Test("combining joins non-empty labels with \", \" and keeps the first value, identifier and tap")
        func combining() {
            let combined = ScreenElement.combining(Self.row)
            #expect(combined.line == #"Text "Alice, Muted": on [id: mute]"#)
            #expect(combined.actions.tap != nil)
            #expect(combined.children.isEmpty)
        }

        @Test("containing keeps the elements as children; ignoring drops them")
        func containingAndIgnoring() {
            #expect(
                ScreenElement.lines(of: [.containing(Self.row)]) == """
                    Container
                      Text "Alice"
                      Toggle "Muted": on [id: mute]
                      Text

                    """)
            #expect(ScreenElement.lines(of: [.ignoring(Self.row)]) == "Element\n")
        }

        @Test("a line quotes text values and escapes quotes and line breaks; traits follow in order")
        func line() {
            let field = ScreenElement(
                role: .textField, label: "Say \"hi\"", value: .text("two\nlines"), isEnabled: false,
                isSelected: true)
            #expect(field.line == #"TextField "Say \"hi\"": "two\nlines" (selected, disabled)"#)
        }

        @Test("other control characters are escaped as JSON escapes them, so a line stays one line")
        func controlCharacters() {
            let text = ScreenElement(role: .text, label: "bell\u{07}tab\tend")
            #expect(text.line == #"Text "bell\u0007tab\tend""#)
        }
    }
}
