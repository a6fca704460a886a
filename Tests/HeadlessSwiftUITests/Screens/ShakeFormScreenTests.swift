// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 32 long tail: a sign-in form as apps write it, with a GeometryEffect of its own (the
    // shake on a wrong password), custom accessibility content, a user activity, a visual
    // effect with a projective transform, a timer in a localized string, and a modifier with
    // its own animation.
    @Suite(.serialized) @MainActor struct ShakeFormScreenTests {
        struct Shake: GeometryEffect {
            var travel: CGFloat = 8
            var shakes: CGFloat = 3
            var animatableData: CGFloat

            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(
                    CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes), y: 0))
            }
        }

        struct Highlight: ViewModifier {
            var isOn: Bool

            func body(content: Content) -> some View {
                content.foregroundStyle(isOn ? Color.red : Color.primary)
            }
        }

        struct SignInForm: View {
            @State private var password = ""
            @State private var attempts = 0
            let lockedUntil = Date(timeIntervalSince1970: 60)

            var body: some View {
                VStack {
                    SecureField("Password", text: $password)
                        .modifier(Shake(animatableData: CGFloat(attempts)))
                    Text("Attempts: \(attempts)")
                        .modifier(Highlight(isOn: attempts > 0).animation(.easeInOut))
                        .accessibilityCustomContent("Attempts", Text("\(attempts)"))
                        .accessibilityCustomContent(
                            AccessibilityCustomContentKey("Policy"), "Three tries", importance: .high)
                    Text(
                        "Try again in \(timerInterval: Date(timeIntervalSince1970: 0)...lockedUntil, pauseTime: Date(timeIntervalSince1970: 15))"
                    )
                    Button("Sign In") {
                        withAnimation(.default) { attempts += 1 }
                        log("attempt \(attempts)")
                    }
                    .modifier(Shake(animatableData: 1).ignoredByLayout())
                    .visualEffect { content, _ in
                        content.transformEffect(ProjectionTransform(CATransform3DMakeScale(1, 1, 1)))
                    }
                }
                .userActivity("com.example.signin") { activity in activity.title = "Sign in" }
                .onContinueUserActivity("com.example.signin") { _ in log("continued") }
            }
        }

        @Test(
            "a GeometryEffect of the app's keeps the form's state through wrong passwords",
            .enabled(if: Driver.drivesUserActions))
        func shakesAndCounts() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: SignInForm()))
            try Driver.tap("Sign In")
            try Driver.tap("Sign In")
            #expect(events.take() == ["attempt 1", "attempt 2"])
            try Driver.tap("Sign In")
            #expect(events.take() == ["attempt 3"])
        }

        @Test("an effect ignored by layout draws its base's transform")
        func ignoredByLayout() {
            let shake = Shake(animatableData: 0.5)
            let ignored = shake.ignoredByLayout()
            #expect(ignored.effectValue(size: .zero) == shake.effectValue(size: .zero))
            #expect(!_IgnoredByLayoutEffect<Shake>._affectsLayout)
            var moved = ignored
            moved.animatableData = 1
            #expect(moved.base.animatableData == 1)
        }

        @Test("a layer's 3D transform projects into the plane, and points follow it")
        func projection() {
            let moved = CGPoint(x: 1, y: 2).applying(
                ProjectionTransform(CATransform3DMakeTranslation(10, 20, 5)))
            #expect(moved == CGPoint(x: 11, y: 22))
            let scaled = CGPoint(x: 3, y: 4).applying(ProjectionTransform(CATransform3DMakeScale(2, 3, 7)))
            #expect(scaled == CGPoint(x: 6, y: 12))
            var perspective = CATransform3DIdentity
            perspective.m14 = 0.5
            let projected = CGPoint(x: 2, y: 6).applying(ProjectionTransform(perspective))
            #expect(projected == CGPoint(x: 1, y: 3))
        }

        @Test("a UIKit font passes as a Core Text font, as the two are toll-free bridged")
        func uiKitFont() {
            let caption = UIFont.systemFont(ofSize: 12)
            #expect(Font(caption) == Font(caption))
            #expect(Font(caption) != Font(UIFont.systemFont(ofSize: 14)))
        }

        @Test("uneven corner radii animate as their four values")
        func cornerRadii() {
            var radii = RectangleCornerRadii(
                topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
            var data = radii.animatableData
            data.scale(by: 2)
            radii.animatableData = data
            #expect(
                radii
                    == RectangleCornerRadii(
                        topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8))
        }
    }
}
