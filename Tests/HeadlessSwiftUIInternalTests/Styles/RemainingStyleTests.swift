// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: the progress, group box, disclosure, labeled content, gauge, menu and control
    // group styles. A custom style's body replaces the view (the screen shows the body's
    // elements); a built-in style below it is drawn only, so the view shows as it would unstyled.
    @Suite(.serialized) @MainActor struct RemainingStyleTests {
        @Test("a custom ProgressViewStyle's body shows; .circular keeps the progress element")
        func progress() {
            let root = VStack {
                ProgressView("Upload", value: 0.25)
                ProgressView("Download", value: 0.5).progressViewStyle(.circular)
            }
            .progressViewStyle(PercentProgressStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Upload"
                    Text "25 percent"
                    ProgressView "Download": 50%

                    """)
        }

        @Test("a custom GroupBoxStyle shows label and content, which appear; .automatic is a group box")
        func groupBox() {
            let events = Log.start()
            let root = VStack {
                GroupBox("Storage") { Text("12 GB") }
                GroupBox("Memory") { Text("8 GB") }.groupBoxStyle(.automatic)
            }
            .groupBoxStyle(PlainGroupBoxStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(events.take() == ["group label appeared"])
            #expect(
                Headless.screen() == """
                    Text "Storage"
                    Text "12 GB"
                    GroupBox "Memory"
                      Text "8 GB"

                    """)
        }

        @Test("a custom DisclosureGroupStyle flips the group's own expansion through its binding")
        func disclosure() throws {
            let events = Log.start()
            let root = DisclosureGroup("Advanced") {
                Text("Cache").onAppear { log("content appeared") }
            }
            .disclosureGroupStyle(ChevronDisclosureStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(Headless.screen() == "Button \"Advanced\"\n")
            try Headless.tap("Advanced")
            #expect(events.take() == ["content appeared"])
            #expect(
                Headless.screen() == """
                    Button "Advanced"
                    Text "Cache"

                    """)
        }

        @Test(
            "a custom LabeledContentStyle stacks its parts; LabeledContent(configuration) keeps the element")
        func labeledContent() {
            struct Inline: LabeledContentStyle {
                func makeBody(configuration: Configuration) -> some View {
                    LabeledContent(configuration).font(.caption)
                }
            }
            let root = VStack {
                LabeledContent("Owner", value: "Ann").labeledContentStyle(StackedLabeledContentStyle())
                LabeledContent("Size", value: "2 MB").labeledContentStyle(Inline())
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Owner"
                    Text "Ann"
                    LabeledContent "Size": "2 MB"

                    """)
        }

        @Test("a custom GaugeStyle gets the value as a fraction of the bounds")
        func gauge() {
            let root = VStack {
                Gauge(value: 30, in: 0...120) { Text("Speed") }.gaugeStyle(PercentGaugeStyle())
                Gauge(value: 0.5) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Speed"
                    Text "25%"
                    Text "Battery"

                    """)
        }

        @Test("a custom MenuStyle wrapping Menu(configuration) keeps the menu's items and primary action")
        func menu() throws {
            let events = Log.start()
            let root = Menu {
                Button("Copy") { log("copy") }
            } label: {
                Text("Edit")
            } primaryAction: {
                log("primary")
            }
            .menuStyle(CaptionedMenuStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Menu "Edit"
                    Text "caption"

                    """)
            try Headless.select("Copy", in: "Edit")
            try Headless.tap("Edit")
            #expect(events.take() == ["copy", "primary"])
        }

        @Test("a custom ControlGroupStyle gets the group's label and controls")
        func controlGroup() throws {
            let events = Log.start()
            let root = ControlGroup {
                Button("Bold") { log("bold") }
                Button("Italic") { log("italic") }
            } label: {
                Text("Format")
            }
            .controlGroupStyle(TitledControlGroupStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Format"
                    Button "Bold"
                    Button "Italic"

                    """)
            try Headless.tap("Italic")
            #expect(events.take() == ["italic"])
        }
    }
}
