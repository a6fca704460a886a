// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A screen with a card that a tap recognizer watches, as a controller dismissing a keyboard or
/// flipping a card on tap would; its delegate and the card's touches log what they see.
final class SnippetGestureScreen: UIViewController, UIGestureRecognizerDelegate {
    let card = SnippetTouchView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let tap = UITapGestureRecognizer(target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        tap.delegate = self
        tap.numberOfTapsRequired = 1
        card.addGestureRecognizer(tap)
        card.isUserInteractionEnabled = true
        view.addSubview(card)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log("shouldBegin \(gestureRecognizer.state == .possible)")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log("shouldReceive \(touch.phase == .began)")
        return true
    }
}

/// A view that logs its touches by phase.
final class SnippetTouchView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("card began \(touches.count) of \(event?.allTouches?.count ?? 0)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("card ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("card cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

// Source: UIGestureRecognizer.h (iOS 17.4 SDK): defaults, and cancelsTouchesInView sending
// touchesCancelled to the view before the action once the tap is recognized.
@Suite(.serialized, .headlessWorld) @MainActor struct GestureSnippetTests {
    @Test("a tap recognizer attaches to its view with UIKit's defaults")
    func attachment() {
        let screen = SnippetGestureScreen()
        screen.loadViewIfNeeded()
        #expect(screen.card.gestureRecognizers?.count == 1)
        #expect(screen.tap.view === screen.card)
        #expect(screen.tap.state == .possible)
        #expect(
            screen.tap.cancelsTouchesInView && screen.tap.delaysTouchesEnded && !screen.tap.delaysTouchesBegan
        )
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        #expect(swipe.direction.rawValue == 3)
        screen.card.removeGestureRecognizer(screen.tap)
        #expect(screen.tap.view == nil)
    }

    @Test(
        "a tap asks the delegate, then the recognized tap cancels the card's touches",
        .enabled(if: Driver.drivesUserActions))
    func tapOrder() throws {
        _ = Log.start()
        let screen = SnippetGestureScreen()
        let window = showOnScreen(screen, log: .shared)
        try Driver.tapUIKitView(screen.card)
        #expect(
            Log.shared.take() == [
                "shouldReceive true", "card began 1 of 1", "shouldBegin true", "card cancelled",
            ])
        #expect(screen.tap.state == .recognized)
        withExtendedLifetime(window) {}
    }
}
