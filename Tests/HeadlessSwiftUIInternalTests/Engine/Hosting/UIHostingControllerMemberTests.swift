// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: the hosting controller's UIKit members behave as UIViewController's; the safe
    // area regions are kept.
    @Suite(.serialized) @MainActor struct UIHostingControllerMemberTests {
        @Test("safe area regions default to all and keep what is set")
        func safeAreaRegions() {
            let host = UIHostingController(rootView: Text("Hosted"))
            #expect(host.safeAreaRegions == .all)
            host.safeAreaRegions = .keyboard
            #expect(host.safeAreaRegions == .keyboard)
        }

        @Test("status bar, home indicator and modality answer as UIKit's defaults")
        func uiKitDefaults() {
            let host = UIHostingController(rootView: Text("Hosted"))
            #expect(host.preferredStatusBarStyle == .default)
            #expect(!host.prefersStatusBarHidden)
            #expect(host.preferredStatusBarUpdateAnimation == .fade)
            #expect(host.childForStatusBarStyle == nil)
            #expect(host.childForStatusBarHidden == nil)
            #expect(!host.prefersHomeIndicatorAutoHidden)
            #expect(host.keyCommands == nil)
            #expect(!host.isModalInPresentation)
            host.isModalInPresentation = true
            #expect(host.isModalInPresentation)
        }

        @Test("a hosting controller joins and leaves a parent as UIKit's do")
        func containment() {
            let parent = UIViewController()
            let host = UIHostingController(rootView: Text("Hosted"))
            parent.addChild(host)
            host.didMove(toParent: parent)
            #expect(host.parent === parent)
            host.willMove(toParent: nil)
            host.removeFromParent()
            #expect(host.parent == nil)
        }
    }
}
