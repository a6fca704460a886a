// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: reaches the stack's context and the root screen's graph, which SwiftUI does not
// expose, so this file runs headlessly only.
@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 31: the explorer found a NavigationStack's root screen alive after its window closed.
    @Suite(.serialized) @MainActor struct NavigationContextLeakTests {
        @Test("a window closed over a NavigationStack frees the stack, its context and its root screen")
        func windowClosed() throws {
            _ = Log.start()
            let window: UIWindow
            let navigation: Weak<UINavigationController>
            let context: Weak<NavigationContext>
            let rootScreen: Weak<UIHostingController<AnyView>>
            let rootGraph: Weak<ViewGraph>
            let rootNode: Weak<ViewNode>
            do {
                let host = UIHostingController(rootView: NavigationStack { Text("x") })
                window = showInWindow(host)
                let stack = try #require(host.children.first as? UINavigationController)
                let root = try #require(stack.viewControllers.first as? UIHostingController<AnyView>)
                navigation = Weak(stack)
                context = Weak(try #require(stack.delegate as? NavigationContext))
                rootScreen = Weak(root)
                rootGraph = Weak(root.graph)
                rootNode = Weak(try #require(root.graph.root))
            }
            window.rootViewController = nil
            window.isHidden = true
            Driver.runUntilIdle()
            try expectReleased(navigation)
            try expectReleased(context)
            try expectReleased(rootScreen)
            try expectReleased(rootGraph)
            try expectReleased(rootNode)
        }
    }
}
