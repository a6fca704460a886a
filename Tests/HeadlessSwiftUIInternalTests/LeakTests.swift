// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: reaches graph nodes, state boxes and observation tokens, which SwiftUI does not
// expose, so this file runs headlessly only.
@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Source: DESIGN.md "State lives per identity ... destroyed when the identity leaves" and the
    // event contract's item 6 (nothing is retained past teardown).
    @Suite(.serialized) @MainActor struct LeakTests {
        struct Host: View {
            let flag: Flag

            var body: some View {
                VStack {
                    if flag.isOn { Stateful().task { try? await Task.sleep(nanoseconds: 1_000_000_000) } }
                }
            }
        }

        struct Stateful: View {
            @State private var count = 0
            let model = Flag()

            var body: some View {
                Text("\(count) \(model.isOn)")
            }
        }

        @Test("a removed identity frees its node, its state box and its observation token")
        func identityLeaves() {
            _ = Log.start()
            let flag = Flag(true)
            let host = UIHostingController(rootView: Host(flag: flag))
            _ = showInWindow(host)
            var counterNode: ViewNode? = host.graph.root
            while let node = counterNode, !(node.view is Stateful) { counterNode = node.children.first }
            weak let node = counterNode
            weak let box = counterNode?.stateBoxes["_count"]
            weak let token = counterNode?.observation
            weak let model = (counterNode?.view as? Stateful)?.model
            counterNode = nil
            #expect(node != nil && box != nil && token != nil)
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(node == nil)
            #expect(box == nil)
            #expect(model == nil)
            // Observation keeps a body's onChange closure until the next write; the token it holds
            // refers to the node weakly, so the node went at once; the token goes with the model.
            #expect(token == nil)
        }

        @Test("a hosting controller and its graph are freed when the window lets go of it")
        func hostFreed() {
            _ = Log.start()
            weak var weakHost: UIHostingController<Host>?
            weak var weakGraph: ViewGraph?
            weak var weakRoot: ViewNode?
            let window: UIWindow
            do {
                let host = UIHostingController(rootView: Host(flag: Flag(true)))
                weakHost = host
                weakGraph = host.graph
                window = showInWindow(host)
                weakRoot = host.graph.root
            }
            window.rootViewController = nil
            Driver.runUntilIdle()
            #expect(weakHost == nil)
            #expect(weakGraph == nil)
            #expect(weakRoot == nil)
        }

        @Test("Headless.reset() tears every graph down")
        func reset() {
            _ = Log.start()
            weak var weakRoot: ViewNode?
            do {
                let host = UIHostingController(rootView: Host(flag: Flag(true)))
                _ = showInWindow(host)
                weakRoot = host.graph.root
            }
            Headless.reset()
            #expect(weakRoot == nil)
        }
    }
}
