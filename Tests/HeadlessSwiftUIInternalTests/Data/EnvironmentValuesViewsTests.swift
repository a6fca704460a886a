// ViewLifecycle · HeadlessSwiftUIInternalTests

import Combine
import Foundation
import HeadlessTestSupport
import Observation
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: the environment values views read, at Apple's defaults; environment(_:_:) and
    // transformEnvironment(_:transform:) write them; openWindow and dismissWindow record their
    // requests; an @Observable object is reachable by its type.
    @Suite(.serialized) @MainActor struct EnvironmentValuesViewsTests {
        @Observable final class Basket {
            var count = 3
        }

        struct Reader: View {
            @Environment(\.lineLimit) private var lineLimit
            @Environment(\.font) private var font
            @Environment(\.controlSize) private var controlSize
            @Environment(\.isScrollEnabled) private var isScrollEnabled
            @Environment(\.openWindow) private var openWindow
            @Environment(\.dismissWindow) private var dismissWindow

            var body: some View {
                VStack {
                    Text("lineLimit \(lineLimit.map(String.init) ?? "nil")")
                    Text("font \(font == nil ? "nil" : "set")")
                    Text("controlSize \(controlSize)")
                    Text("scroll \(isScrollEnabled)")
                    Button("Open") {
                        openWindow(id: "inspector")
                        openWindow(value: 7)
                        openWindow(id: "doc", value: "a")
                    }
                    Button("Close") {
                        dismissWindow()
                        dismissWindow(id: "inspector")
                        dismissWindow(value: 7)
                        dismissWindow(id: "doc", value: "a")
                    }
                }
            }
        }

        @Test("the values have Apple's defaults")
        func defaults() {
            let values = EnvironmentValues()
            #expect(values.redactionReasons == [])
            #expect(values.multilineTextAlignment == .leading)
            #expect(values.truncationMode == .tail)
            #expect(values.lineSpacing == 0)
            #expect(values.allowsTightening == false)
            #expect(values.minimumScaleFactor == 1)
            #expect(values.textCase == nil)
            #expect(values.allowedDynamicRange == nil)
            #expect(values.backgroundStyle == nil)
            #expect(values.headerProminence == .standard)
            #expect(values.menuOrder == .automatic)
            #expect(values.font == nil)
            #expect(values.imageScale == .medium)
            #expect(values.lineLimit == nil)
            #expect(values.verticalScrollIndicatorVisibility == .automatic)
            #expect(values.horizontalScrollIndicatorVisibility == .automatic)
            #expect(values.isScrollEnabled)
            #expect(
                values.scrollDismissesKeyboardMode.rawValue == ScrollDismissesKeyboardMode.automatic.rawValue)
            #expect(values.verticalScrollBounceBehavior.name == "automatic")
            #expect(values.horizontalScrollBounceBehavior.name == "automatic")
            #expect(values.searchSuggestionsPlacement == .automatic)
            #expect(values.documentConfiguration == nil)
            #expect(values.menuIndicatorVisibility == .automatic)
            #expect(values.contentTransition == .identity)
            #expect(values.controlSize == .regular)
            #expect(values.keyboardShortcut == nil)
            #expect(values.autocorrectionDisabled == false)
            #expect(values.disableAutocorrection == nil)
            #expect(values.isFocusEffectEnabled)
            #expect(values.isFocused == false)
            #expect(values.backgroundMaterial == nil)
            #expect(values.rename == nil)
            #expect(values.badgeProminence == .standard)
        }

        @Test("autocorrectionDisabled reads and writes disableAutocorrection")
        func autocorrection() {
            var values = EnvironmentValues()
            values.autocorrectionDisabled = true
            #expect(values.disableAutocorrection == true)
            values.disableAutocorrection = nil
            #expect(values.autocorrectionDisabled == false)
        }

        @Test("environment(_:_:) and transformEnvironment(_:transform:) set the values below them")
        func writes() {
            _ = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: Reader()
                        .transformEnvironment(\.lineLimit) { $0 = ($0 ?? 0) + 1 }
                        .environment(\.lineLimit, 2)
                        .environment(\.controlSize, .mini)))
            #expect(
                Headless.screen() == """
                    Text "lineLimit 3"
                    Text "font nil"
                    Text "controlSize mini"
                    Text "scroll true"
                    Button "Open"
                    Button "Close"

                    """)
        }

        @Test("openWindow and dismissWindow record each request in order")
        func windowRequests() throws {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Reader()))
            try Headless.tap("Open")
            try Headless.tap("Close")
            #expect(
                Headless.windowRequests == [
                    "open id=inspector", "open value=7", "open id=doc value=a", "dismiss",
                    "dismiss id=inspector",
                    "dismiss value=7", "dismiss id=doc value=a",
                ])
        }

        @Test("an @Observable object is read and written by its type")
        func observableByType() {
            var values = EnvironmentValues()
            #expect(values[Basket.self] == nil)
            let basket = Basket()
            values[Basket.self] = basket
            #expect(values[Basket.self] === basket)
            values[Basket.self] = nil
            #expect(values[Basket.self] == nil)
        }
    }
}

extension SwiftUIInternalTests {
    // Issue 32: SubscriptionView subscribes as onReceive does.
    @Suite(.serialized) @MainActor struct SubscriptionViewTests {
        @Test("each value the publisher sends runs the action")
        func receives() {
            let events = Log.start()
            let subject = PassthroughSubject<Int, Never>()
            _ = showInWindow(
                UIHostingController(
                    rootView: SubscriptionView(content: Text("Feed"), publisher: subject) { log("got \($0)") }
                ))
            subject.send(1)
            subject.send(2)
            #expect(events.take() == ["got 1", "got 2"])
            #expect(Headless.screen() == "Text \"Feed\"\n")
        }
    }
}
