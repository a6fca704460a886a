// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: rotor content is built and kept (there is no VoiceOver rotor headlessly); its
    // entries are readable in the order written.
    @Suite @MainActor struct AccessibilityRotorContentTests {
        struct Headings: AccessibilityRotorContent {
            let showsSummary: Bool

            var body: some AccessibilityRotorContent {
                AccessibilityRotorEntry("Intro", id: 1)
                AccessibilityRotorEntry(Text("Details"), id: 2)
                if showsSummary {
                    AccessibilityRotorEntry("Summary", id: 3)
                }
            }
        }

        @Test("a builder's entries come out in order, an `if`'s only when its condition holds")
        func builder() {
            #expect(Headings(showsSummary: true).rotorEntryLabels == ["Intro", "Details", "Summary"])
            #expect(Headings(showsSummary: false).rotorEntryLabels == ["Intro", "Details"])
        }

        @Test("an entry keeps its label, identifier, text range and preparation")
        func entry() {
            let text = "Hello world"
            let range = text.range(of: "world")!
            var prepared = false
            let entry = AccessibilityRotorEntry("World", id: "w", textRange: range) { prepared = true }
            #expect(entry.label == "World")
            #expect(entry.id == "w")
            #expect(entry.textRange == range)
            entry.prepare()
            #expect(prepared)
            let rangeOnly = AccessibilityRotorEntry<Never>(textRange: range)
            #expect(rangeOnly.label == "")
            #expect(rangeOnly.id == nil)
        }

        @Test("the headings rotor of a level is named by its level")
        func headingsLevel() {
            #expect(AccessibilitySystemRotor.headings(level: .h2).name == "headings2")
        }

        @Test("a zoom action keeps its direction and points; custom content keys compare by identifier")
        func zoomAndCustomContent() {
            let zoom = AccessibilityZoomGestureAction(
                direction: .zoomIn, location: .center, point: CGPoint(x: 10, y: 20))
            #expect(zoom.direction == .zoomIn)
            #expect(zoom.location == .center)
            #expect(zoom.point == CGPoint(x: 10, y: 20))
            #expect(
                AccessibilityCustomContentKey("Age", id: "age")
                    == AccessibilityCustomContentKey(Text("Years"), id: "age"))
            #expect(AccessibilityCustomContentKey("Age") != AccessibilityCustomContentKey("Age", id: "age"))
            #expect(AccessibilityCustomContentKey("Age").label == "Age")
        }
    }

    // Issue 32: no assistive technology moves focus headlessly; the focus state keeps what is
    // written to it, per identity like `@State`.
    @Suite(.serialized) @MainActor struct AccessibilityFocusStateTests {
        struct Form: View {
            @AccessibilityFocusState private var isNameFocused: Bool
            @AccessibilityFocusState(for: .voiceOver) private var field: String?

            var body: some View {
                VStack {
                    Text("Name focused \(isNameFocused), field \(field ?? "none")")
                    Button("Focus") {
                        isNameFocused = true
                        $field.wrappedValue = "email"
                    }
                }
            }
        }

        @Test("writing the focus state or its binding re-renders with the new value")
        func writes() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Form()))
            #expect(
                Headless.screen() == """
                    Text "Name focused false, field none"
                    Button "Focus"

                    """)
            try Headless.tap("Focus")
            #expect(
                Headless.screen() == """
                    Text "Name focused true, field email"
                    Button "Focus"

                    """)
        }
    }
}
