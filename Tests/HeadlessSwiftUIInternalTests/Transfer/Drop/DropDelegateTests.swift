// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Sources: Apple's documentation of `DropDelegate`: `validateDrop(info:)` "The default
    // implementation returns `true`", `dropUpdated(info:)` returns `nil` by default, and
    // `dropEntered(info:)` and `dropExited(info:)` do nothing by default.
    @Suite(.serialized) @MainActor struct DropDelegateTests {
        struct PerformOnly: DropDelegate {
            func performDrop(info: DropInfo) -> Bool {
                log("perform at \(info.location.x),\(info.location.y)")
                return true
            }
        }

        @Test("a delegate that implements only performDrop gets Apple's defaults for the rest")
        func defaults() {
            let log = Log.start()
            let info = DropInfo(storedLocation: CGPoint(x: 3, y: 4), providers: [NSItemProvider()])
            let delegate = PerformOnly()
            #expect(delegate.validateDrop(info: info))
            delegate.dropEntered(info: info)
            #expect(delegate.dropUpdated(info: info) == nil)
            #expect(delegate.performDrop(info: info))
            delegate.dropExited(info: info)
            #expect(log.take() == ["perform at 3.0,4.0"])
        }

        @Test("DropInfo offers no provider for a type none registered; a proposal keeps its operation")
        func dropInfoTypes() {
            let info = DropInfo(storedLocation: .zero, providers: [NSItemProvider()])
            #expect(!info.hasItemsConforming(to: [.utf8PlainText]))
            #expect(info.itemProviders(for: [.png]).isEmpty)
            #expect(DropProposal(operation: .move).operation == .move)
        }

        struct Target: View {
            var body: some View {
                Text("Drop here").onDrop(of: [.plainText], delegate: PerformOnly())
            }
        }

        @Test("onDrop(of:delegate:) is recorded and never calls the delegate headlessly")
        func delegateRecorded() {
            let log = Log.start()
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Target()))
            #expect(Headless.inertCalls == ["View.onDrop(of:delegate:)"])
            #expect(log.take() == [])
        }
    }
}
