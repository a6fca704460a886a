// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

// The members UIKit apps override most that the runtime does not act on (status bar, rotation,
// nib loading, input views, control tracking) are declared in the classes, so these overrides,
// as app code writes them, compile; the defaults are UIKit's.
@Suite(.serialized, .headlessWorld) @MainActor struct UIViewControllerOverridesTests {
    final class PlayerController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersStatusBarHidden: Bool { true }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override func awakeFromNib() { super.awakeFromNib() }
    }

    final class CodeField: UITextField {
        override var keyCommands: [UIKeyCommand]? { [] }
    }

    final class Knob: UIControl {
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    }

    @Test func overridesAnswerAndDefaultsAreUIKits() {
        let player = PlayerController()
        #expect(player.preferredStatusBarStyle == .lightContent)
        #expect(player.supportedInterfaceOrientations == .landscape)
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default)
        #expect(!plain.prefersStatusBarHidden)
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(plain.shouldAutorotate)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade)
        #expect(plain.childForStatusBarStyle == nil)
    }

    @Test func textInputsKeepTheirAccessoryAndInputViews() {
        let field = CodeField()
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(field.inputAccessoryView == nil)
        field.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar)
        #expect(field.keyCommands == [])
        let notes = UITextView()
        notes.inputView = toolbar
        #expect(notes.inputView === toolbar)
        #expect(UIView().inputAccessoryView == nil)
    }

    @Test func controlTrackingHooksDefaultToTracking() {
        let touch = UITouch()
        #expect(UIControl().beginTracking(touch, with: nil))
        #expect(!Knob().beginTracking(touch, with: nil))
    }
}
