// ViewLifecycle · SeedSwift5Tests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// App code written as public SwiftUI apps write it in Swift 5 mode (ACHNBrowserUI's haptics
/// helper, a screen-size constant): a nonisolated class that makes and plays feedback generators,
/// and a static that reads the screen. UIKit's imported classes are preconcurrency, so Swift 5
/// code meets their isolation with no error; this target fails to build if a mirror is not.
final class Haptics {
    static let screenWidth = UIScreen.main.bounds.width
    private let notification = UINotificationFeedbackGenerator()
    private let selection = UISelectionFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .light)
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

    func playAll() -> String {
        notification.prepare()
        notification.notificationOccurred(.success)
        selection.selectionChanged()
        impact.impactOccurred()
        return "\(UIDevice.current.userInterfaceIdiom == .phone) \(blur.effect != nil)"
    }
}

@Suite(.serialized, .headlessWorld) @MainActor
struct PreconcurrencyUIKitTests {
    @Test("Swift 5 code makes and plays UIKit's feedback generators from a nonisolated class")
    func nonisolatedHaptics() {
        Headless.reset()
        #expect(Haptics().playAll() == "true true")
        #expect(Haptics.screenWidth == UIScreen.main.bounds.width)
    }

    @Test("UIVisualEffectView() makes a view with no effect, its content view its one subview")
    func effectViewWithoutEffect() {
        let view = UIVisualEffectView()
        #expect(view.effect == nil)
        #expect(view.subviews == [view.contentView])
    }
}
