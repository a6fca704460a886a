// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Round 6 app-compat: screens written the way the apps compiled in that round write them
    // (Fruta's and Food Truck's samples, exyte/PopupView): iOS 13-15 programmatic links, iOS 16
    // custom layouts and AnyLayout, custom gestures, hover effects, animatable modifiers.
    @Suite(.serialized) @MainActor struct AppCompat6Tests {
        struct Composer: View {
            @State private var showsDraft = false

            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(
                            destination: Text("Draft")
                                .onAppear { log("draft appears") }
                                .onDisappear { log("draft disappears") },
                            isActive: $showsDraft
                        ) {
                            Text("Compose")
                        }
                        Button("Resume draft") { showsDraft = true }
                    }
                    .onChange(of: showsDraft) { log("showsDraft \(showsDraft)") }
                }
            }
        }

        @Test(
            "an isActive link pushes when its binding turns true, and a pop writes false back",
            .enabled(if: Driver.drivesUserActions))
        func isActiveLink() throws {
            let log = Log.start()
            _ = showOnScreen(UIHostingController(rootView: Composer()), log: log)
            try Driver.tap("Resume draft")
            #expect(log.take() == ["showsDraft true", "draft appears"])
            try Driver.goBack()
            #expect(log.take().sorted() == ["draft disappears", "showsDraft false"])
            try Driver.tap("Compose")
            #expect(log.take() == ["showsDraft true", "draft appears"])
        }

        enum Folder: Hashable {
            case inbox, sent
        }

        struct Mailboxes: View {
            @State private var selection: Folder?

            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(tag: Folder.inbox, selection: $selection) {
                            Text("Inbox messages").onAppear { log("inbox appears") }
                        } label: {
                            Text("Inbox")
                        }
                        NavigationLink("Sent", tag: Folder.sent, selection: $selection) {
                            Text("Sent messages").onAppear { log("sent appears") }
                        }
                        Button("Jump to sent") { selection = .sent }
                    }
                    .onChange(of: selection) { log("selection \(selection.map { "\($0)" } ?? "nil")") }
                }
            }
        }

        @Test(
            "tag:selection: links push the link whose tag is selected; a pop clears the selection",
            .enabled(if: Driver.drivesUserActions))
        func taggedLinks() throws {
            let log = Log.start()
            _ = showOnScreen(UIHostingController(rootView: Mailboxes()), log: log)
            try Driver.tap("Inbox")
            #expect(log.take() == ["selection inbox", "inbox appears"])
            try Driver.goBack()
            #expect(log.take() == ["selection nil"])
            try Driver.tap("Jump to sent")
            #expect(log.take() == ["selection sent", "sent appears"])
        }

        struct Tile: View {
            let name: String

            var body: some View {
                Text(name)
                    .onAppear { log("\(name) appears") }
                    .onDisappear { log("\(name) disappears") }
            }
        }

        struct Tiles: View {
            let flag: Flag
            let erased: Bool

            var body: some View {
                if erased {
                    let layout = flag.isOn ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout())
                    layout {
                        Tile(name: "one")
                        Tile(name: "two")
                    }
                } else if flag.isOn {
                    HStack {
                        Tile(name: "one")
                        Tile(name: "two")
                    }
                } else {
                    VStack {
                        Tile(name: "one")
                        Tile(name: "two")
                    }
                }
            }
        }

        // Apple's AnyLayout documentation: switching the layout of an AnyLayout keeps the
        // subviews' identity, where a condition between two stacks replaces them.
        @Test(
            "switching an AnyLayout keeps its subviews; switching stacks in an if replaces them",
            arguments: [
                (true, [String]()),
                (false, ["one disappears", "two disappears", "one appears", "two appears"]),
            ])
        func anyLayoutKeepsIdentity(erased: Bool, expected: [String]) {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Tiles(flag: flag, erased: erased)))
            #expect(log.take() == ["one appears", "two appears"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take().sorted() == expected.sorted())
        }

        struct TagCloud: Layout {
            var spacing: CGFloat = 6

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0))
                return CGSize(
                    width: min(width, proposal.width ?? width), height: sizes.map(\.height).max() ?? 0)
            }

            func placeSubviews(
                in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
            ) {
                var x = bounds.minX
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
            }
        }

        struct Weight: LayoutValueKey {
            static let defaultValue = 1.0
        }

        @Test("a custom layout is a container: its subviews appear in order and keep their state")
        func customLayout() {
            let log = Log.start()
            let flag = Flag()
            let view = TagCloud(spacing: 8) {
                Tile(name: "swift")
                Tile(name: "ui").layoutValue(key: Weight.self, value: 2)
                if flag.isOn {
                    Tile(name: "kit")
                }
            }
            _ = showInWindow(UIHostingController(rootView: view))
            #expect(log.take() == ["swift appears", "ui appears"])
            #expect(TagCloud.layoutProperties.stackOrientation == nil)
            #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
            #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
            #expect(ViewSpacing().union(.zero).distance(to: ViewSpacing(), along: .horizontal) == 0)
        }

        struct DoubleTap: Gesture {
            let name: String

            var body: some Gesture {
                TapGesture().onEnded { MainActor.assumeIsolated { log("\(name) tapped") } }
            }
        }

        @Test("a custom gesture compiles with its value inferred from its body, and a tap plays the body")
        func customGesture() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Text("Like").gesture(DoubleTap(name: "like"))))
            if Driver.drivesUserActions {
                try Driver.tap("Like")
                #expect(log.take() == ["like tapped"])
            }
        }

        struct HoverProbe: View {
            @Environment(\.isHoverEffectEnabled) private var isHoverEffectEnabled
            let name: String

            var body: some View {
                Text(name)
                    .hoverEffect(.lift)
                    .onAppear { log("\(name) \(isHoverEffectEnabled)") }
            }
        }

        @Test("hover effects are enabled by default and off below hoverEffectDisabled()")
        func hoverEffects() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: VStack {
                        HoverProbe(name: "plain")
                        HoverProbe(name: "quiet").hoverEffectDisabled()
                        HoverProbe(name: "still quiet").hoverEffectDisabled(false).hoverEffectDisabled()
                        HoverProbe(name: "kept").hoverEffect(.highlight, isEnabled: false)
                            .hoverEffectDisabled(false)
                    }))
            #expect(log.take() == ["plain true", "quiet false", "still quiet false", "kept true"])
        }

        struct Countdown: AnimatableModifier {
            var seconds: Double

            var animatableData: Double {
                get { seconds }
                set { seconds = newValue }
            }

            func body(content: Content) -> some View {
                content.overlay(Text("\(Int(seconds))s").onAppear { log("overlay \(Int(seconds))") })
            }
        }

        @Test("an AnimatableModifier is a modifier whose body runs with its value")
        func animatableModifier() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Circle().modifier(Countdown(seconds: 42))))
            #expect(log.take() == ["overlay 42"])
        }

        @Test("asset catalog resources are equal by name and bundle")
        func resources() {
            #expect(
                ImageResource(name: "avatar", bundle: .main) == ImageResource(name: "avatar", bundle: .main))
            #expect(
                ImageResource(name: "avatar", bundle: .main) != ImageResource(name: "banner", bundle: .main))
            #expect(
                ColorResource(name: "brand", bundle: .main) == ColorResource(name: "brand", bundle: .main))
            #expect(
                ColorResource(name: "brand", bundle: .main) != ColorResource(name: "accent", bundle: .main))
        }

        @Test("UIDevice reports the iPhone the tests run on")
        func device() {
            let device = UIDevice.current
            #expect(device.userInterfaceIdiom == .phone)
            #expect(device.model == "iPhone")
            #expect(device.systemName == "iOS")
            #expect(!device.isBatteryMonitoringEnabled)
            #expect(device.batteryState == .unknown)
            #expect(device.batteryLevel == -1)
            #expect(UIDeviceOrientation.landscapeRight.isLandscape)
            #expect(
                UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        }

        struct OrderMenu: Commands {
            var body: some Commands {
                CommandMenu("Order") {
                    Button("Reorder last") {}
                }
                CommandGroup(after: .newItem) {
                    Button("New order") {}
                }
                SidebarCommands()
            }
        }

        struct Menus: App {
            var body: some Scene {
                WindowGroup {
                    Text("Orders").onAppear { log("orders appear") }
                }
                .commands {
                    OrderMenu()
                    TextEditingCommands()
                }
            }
        }

        @Test("a scene's commands leave its windows as they were; no command runs by itself")
        func commands() {
            let log = Log.start()
            let scene = Menus().body
            _ = scene
            #expect(log.take().isEmpty)
        }

        struct Favorites: View {
            let names = ["Berry Blue", "Lemonberry"]

            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { Text($0) }
                }
                .accessibilityRotor("Favorites", entries: names.map(Entry.init), entryLabel: \.name)
                .accessibilityRotor(.headings, textRanges: [])
                .onAppear { log("favorites appear") }
            }

            struct Entry: Identifiable {
                let name: String
                var id: String { name }
            }
        }

        @Test("accessibility rotors leave their view's lifecycle as it was")
        func rotors() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Favorites()))
            #expect(log.take() == ["favorites appear"])
        }

        struct RoundedCorner: Shape {
            var radius: CGFloat
            var corners: UIRectCorner

            func path(in rect: CGRect) -> Path {
                let bezier = UIBezierPath(
                    roundedRect: rect, byRoundingCorners: corners,
                    cornerRadii: CGSize(width: radius, height: radius))
                return Path(bezier.cgPath)
            }
        }

        @Test("the RoundedCorner idiom: a UIBezierPath's CGPath becomes a Path with the same bounds")
        func roundedCorners() {
            let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
            let shape = RoundedCorner(radius: 8, corners: [.topLeft, .topRight])
            #expect(shape.path(in: rect).boundingRect == rect)
            let bezier = UIBezierPath()
            bezier.move(to: CGPointMake(0, 0))
            bezier.addLine(to: CGPoint(x: 10, y: 5))
            #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 10, height: 5))
            #expect(bezier.currentPoint == CGPoint(x: 10, y: 5))
            #expect(
                Path(CGRect(x: 2, y: 3, width: 4, height: 5)).cgPath.boundingBox
                    == CGRect(x: 2, y: 3, width: 4, height: 5))
            #expect(CGSizeMake(2, 3) == CGSize(width: 2, height: 3))
        }
    }
}
