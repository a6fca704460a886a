// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIResponder's documentation: the default touch and motion methods forward the message
// up the responder chain.
@Suite(.serialized, .headlessWorld) @MainActor struct UIResponderTests {
    /// A controller that logs the motions its views pass up the chain.
    final class ShakeScreen: UIViewController {
        let label = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            Log.shared.append("began \(motion.rawValue)")
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            Log.shared.append("ended \(motion.rawValue) subtype \(event?.subtype.rawValue ?? -1)")
        }

        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            Log.shared.append("cancelled \(motion.rawValue)")
        }
    }

    @Test("a motion sent to a subview climbs to the controller")
    func motionsForward() {
        let log = Log.start()
        let screen = ShakeScreen()
        let window = showOnScreen(screen, log: log)
        screen.label.motionBegan(.motionShake, with: nil)
        screen.label.motionEnded(.motionShake, with: UIEvent())
        screen.label.motionCancelled(.remoteControlPlay, with: nil)
        #expect(log.take() == ["began 1", "ended 1 subtype 0", "cancelled 100"])
        withExtendedLifetime(window) {}
    }
}
