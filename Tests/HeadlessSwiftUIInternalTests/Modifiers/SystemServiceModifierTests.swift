// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: the modifiers that hand work to the system are recorded as inert; the
    // deprecated ContextMenu and the selection context menu add their items as
    // contextMenu(menuItems:) does; EmptyModifier
    // changes nothing; a transaction's animation completions run after its animation.
    @Suite(.serialized) @MainActor struct SystemServiceModifierTests {
        struct Document: View {
            @State private var importing = false

            var body: some View {
                Text("Doc")
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
                    .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
                    .dropDestination(for: String.self) { _, _ in true }
                    .draggable("payload")
                    .navigationDocument("doc")
                    .toolbar(removing: .sidebarToggle)
                    .paletteSelectionEffect(.automatic)
                    .onContinuousHover { _ in }
                    .modifier(EmptyModifier.identity)
            }
        }

        @Test("system-service modifiers are recorded by Apple's name, sorted; the view shows as before")
        func recorded() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Document()))
            #expect(Headless.screen() == "Text \"Doc\"\n")
            #expect(
                Headless.inertCalls == [
                    "View.draggable(_:)",
                    "View.dropDestination(for:action:isTargeted:)",
                    "View.fileImporter(isPresented:allowedContentTypes:onCompletion:)",
                    "View.navigationDocument(_:)",
                    "View.onContinuousHover(coordinateSpace:perform:)",
                    "View.onDrop(of:isTargeted:perform:)",
                    "View.paletteSelectionEffect(_:)",
                    "View.toolbar(removing:)",
                ])
        }

        struct Menus: View {
            var body: some View {
                VStack {
                    Text("Old").contextMenu(ContextMenu { Button("Copy") { log("copy") } })
                    Text("Rows").contextMenu(forSelectionType: Int.self) { selection in
                        Button("Count \(selection.count)") { log("count") }
                    }
                }
            }
        }

        @Test("the deprecated and selection context menus are on screen and tappable")
        func menus() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Menus()))
            try Headless.tapContextMenuItem("Copy", on: "Old")
            try Headless.tapContextMenuItem("Count 0", on: "Rows")
            #expect(events.take() == ["copy", "count"])
        }

        @Test("a transaction's animation completions run in order once its animation is over")
        func transactionCompletions() {
            Headless.reset()
            let events = Log.start()
            var transaction = Transaction(animation: .linear(duration: 1))
            transaction.addAnimationCompletion { log("first") }
            transaction.addAnimationCompletion(criteria: .removed) { log("second") }
            #expect(transaction.tracksVelocity == false)
            #expect(transaction.scrollTargetAnchor == nil)
            withTransaction(transaction) { log("body") }
            Headless.advance(by: 0.5)
            #expect(events.take() == ["body"])
            Headless.advance(by: 0.5)
            #expect(events.take() == ["first", "second"])
        }
    }
}
