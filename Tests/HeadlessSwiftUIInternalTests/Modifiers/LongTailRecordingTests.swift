// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: what nothing simulates headlessly is recorded (user activities, background
    // tasks, a modifier's own animation); a SwiftUI animation in UIKit completes after its
    // duration in virtual time; an image from a CGImage keeps its label.
    @Suite(.serialized) @MainActor struct LongTailRecordingTests {
        struct Reader: View {
            var body: some View {
                Text("Chapter 1")
                    .userActivity("com.example.reading") { $0.title = "Chapter 1" }
                    .onContinueUserActivity("com.example.reading") { _ in }
            }
        }

        @Test("user activity modifiers are recorded and the view shows as before")
        func userActivities() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Reader()))
            #expect(Headless.screen() == "Text \"Chapter 1\"\n")
            #expect(
                Headless.inertCalls == [
                    "View.onContinueUserActivity(_:perform:)", "View.userActivity(_:isActive:_:)",
                ])
        }

        @Test("a background task and a modifier's animation are recorded")
        func recorded() {
            Headless.reset()
            _ = WindowGroup { Text("x") }.backgroundTask(.appRefresh("com.example.refresh")) {}
            _ = BackgroundTask<Void, Void>.appRefresh("com.example.refresh")
            #expect(BackgroundTask<Void, Void>.appRefresh("r").name == "appRefresh(r)")
            _ = EmptyModifier().animation(.default)
            #expect(Headless.inertCalls == ["Scene.backgroundTask(_:action:)", "ViewModifier.animation(_:)"])
        }

        @Test("UIView.animate with a SwiftUI animation changes at once and completes after its duration")
        func uiKitAnimation() {
            Headless.reset()
            let view = UIView()
            var completed = false
            UIView.animate(
                .linear(duration: 2), changes: { view.alpha = 0.5 }, completion: { completed = true })
            #expect(view.alpha == 0.5 && !completed)
            Headless.advance(by: 1)
            #expect(!completed)
            Headless.advance(by: 1)
            #expect(completed)
        }

        @Test("an image from a CGImage keeps its label; a decorative one has none")
        func cgImages() throws {
            Headless.reset()
            let cgImage = try #require(
                UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { _ in }.cgImage)
            #expect(Image(cgImage, scale: 1, label: Text("Chart")).accessibilityText == "Chart")
            #expect(Image(decorative: cgImage, scale: 1).accessibilityText == nil)
            #expect(ImageRenderer(content: Text("x")).cgImage == nil)
            #expect(Headless.inertCalls == ["ImageRenderer.cgImage"])
        }
    }
}
