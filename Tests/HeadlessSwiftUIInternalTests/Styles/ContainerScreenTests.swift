// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: forms, sections, group boxes and disclosure groups on the screen snapshot, and
    // the driver's tap on a disclosure group. Headless only.
    @Suite(.serialized) @MainActor struct ContainerScreenTests {
        struct Settings: View {
            var body: some View {
                Form {
                    Section("Account") {
                        Text("Name")
                        Text("Email")
                    }
                    Section {
                        Text("Version 1")
                    } header: {
                        Text("About")
                    } footer: {
                        Text("Build 7")
                    }
                    Divider()
                    Rectangle().fill(.red)
                    Canvas { context, size in
                        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                    }
                    GroupBox("Storage") {
                        Text("12 GB")
                    }
                    Grid {
                        GridRow {
                            Text("A1")
                            Text("B1").gridCellColumns(2)
                        }
                        GridRow {
                            Text("A2")
                        }
                    }
                    Text("Invisible").opacity(0)
                    Text("Deep").opacity(0).foregroundStyle(.red).shadow(radius: 1)
                    DisclosureGroup("Advanced") {
                        Text("Debug")
                            .onAppear { log("Debug appear") }
                            .onDisappear { log("Debug disappear") }
                    }
                }
            }
        }

        @Test("sections show headers, a group box its label; a disclosure group expands on a tap")
        func settings() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Settings()))
            let collapsed = """
                Header "Account"
                Text "Name"
                Text "Email"
                Header "About"
                Text "Version 1"
                Text "Build 7"
                GroupBox "Storage"
                  Text "12 GB"
                Text "A1"
                Text "B1"
                Text "A2"
                DisclosureGroup "Advanced": collapsed

                """
            #expect(Headless.screen() == collapsed)
            #expect(log.take() == [])
            try Headless.tap("Advanced")
            #expect(log.take() == ["Debug appear"])
            #expect(
                Headless.screen() == """
                    Header "Account"
                    Text "Name"
                    Text "Email"
                    Header "About"
                    Text "Version 1"
                    Text "Build 7"
                    GroupBox "Storage"
                      Text "12 GB"
                    Text "A1"
                    Text "B1"
                    Text "A2"
                    DisclosureGroup "Advanced": expanded
                      Text "Debug"

                    """)
            try Headless.tap("Advanced")
            #expect(log.take() == ["Debug disappear"])
            #expect(Headless.screen() == collapsed)
        }

        struct Bound: View {
            @State private var isExpanded = true

            var body: some View {
                DisclosureGroup(isExpanded: $isExpanded) {
                    Text("Inside")
                } label: {
                    Text("Details")
                    Text("3 items")
                }
                .onChange(of: isExpanded) { log("isExpanded \(isExpanded)") }
            }
        }

        @Test("a disclosure group with a binding starts as the binding says; a tap writes it")
        func bound() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Bound()))
            #expect(
                Headless.screen() == """
                    DisclosureGroup "Details, 3 items": expanded
                      Text "Inside"

                    """)
            try Headless.tap("Details")
            #expect(log.take() == ["isExpanded false"])
            #expect(Headless.screen() == "DisclosureGroup \"Details, 3 items\": collapsed\n")
        }

        struct Collapsible: View {
            let flag: Flag

            var body: some View {
                Section(isExpanded: .constant(flag.isOn)) {
                    Text("Row").onAppear { log("row appear") }
                } header: {
                    Text("More")
                }
            }
        }

        @Test("a collapsed section builds its header only; expanded, its content too")
        func collapsibleSection() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Collapsible(flag: flag)))
            #expect(log.take() == [])
            #expect(Headless.screen() == "Header \"More\"\n")
            flag.isOn = true
            Headless.runUntilIdle()
            #expect(log.take() == ["row appear"])
            #expect(Headless.screen() == "Header \"More\"\nText \"Row\"\n")
        }

        struct Fits: View {
            var body: some View {
                ViewThatFits {
                    Text("Long label").onAppear { log("long appear") }
                    Text("Short").onAppear { log("short appear") }
                }
            }
        }

        @Test("ViewThatFits builds only its first child headlessly")
        func viewThatFits() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Fits()))
            #expect(log.take() == ["long appear"])
            #expect(Headless.screen() == "Text \"Long label\"\n")
        }

        struct Sized: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))")
                }
            }
        }

        @Test("GeometryReader reports the hosting view's size: HeadlessUIKit's iPhone screen")
        func geometry() {
            let window = UIWindow()
            window.rootViewController = UIHostingController(rootView: Sized())
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            #expect(Headless.screen() == "Text \"393 x 852\"\n")
            // HeadlessUIKit does not lay a root view out to a smaller window's frame: the hosting
            // view keeps the screen's size, and so does the proxy.
            let small = UIHostingController(rootView: Sized())
            _ = showInWindow(small)
            #expect(Headless.screen(of: small) == "Text \"393 x 852\"\n")
        }
    }
}
