// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit

/// A screen with one 100 × 50 board at (10, 20) whose touches and recognizers log what they see,
/// as a controller with gesture recognizers would.
final class GestureScreen: UIViewController, UIGestureRecognizerDelegate {
    let board = TouchLoggingView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    /// What `gestureRecognizerShouldBegin(_:)` answers.
    var allowsBegin = true
    /// What `gestureRecognizer(_:shouldReceive:)` answers for a touch.
    var receivesTouches = true

    override func viewDidLoad() {
        super.viewDidLoad()
        board.accessibilityIdentifier = "board"
        view.addSubview(board)
    }

    /// Attaches `recognizer` to the board with this screen as delegate, logging its actions as
    /// `name state translation`.
    func attach(_ recognizer: UIGestureRecognizer, _ name: String) {
        recognizer.name = name
        recognizer.delegate = self
        board.addGestureRecognizer(recognizer)
        Headless.addAction(to: recognizer) { recognizer in
            Log.shared.append(
                "\(name) \(recognizer.state) at \(recognizer.location(in: recognizer.view).text)")
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        Log.shared.append("should begin \(gestureRecognizer.name ?? "?")")
        return allowsBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receivesTouches
    }
}

/// A view that logs the touches it receives.
final class TouchLoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        Log.shared.append("board began at \((touches.first?.location(in: self) ?? .zero).text)")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        Log.shared.append("board moved to \((touches.first?.location(in: self) ?? .zero).text)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        Log.shared.append("board ended")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        Log.shared.append("board cancelled")
    }
}
