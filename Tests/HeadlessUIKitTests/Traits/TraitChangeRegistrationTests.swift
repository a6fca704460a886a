// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A view that logs `traitCollectionDidChange(_:)` with its style before and after.
private final class StyleLoggingView: UIView {
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        let old = previousTraitCollection?.userInterfaceStyle ?? .unspecified
        Log.shared.append("\(name) traitCollectionDidChange(\(old) -> \(traitCollection.userInterfaceStyle))")
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

/// A controller whose root view logs, and which logs its own `traitCollectionDidChange(_:)`.
private final class StyleLoggingController: UIViewController {
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() { view = StyleLoggingView("\(name).view") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        let old = previousTraitCollection?.userInterfaceStyle ?? .unspecified
        Log.shared.append("\(name) traitCollectionDidChange(\(old) -> \(traitCollection.userInterfaceStyle))")
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

/// A controller registering in `viewDidLoad`, as the migration of an iOS 16 override does.
private final class RegisteringController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.view.backgroundColor = .black
        }
    }
}

// Sources: iOS 17 still sends the deprecated traitCollectionDidChange(_:) (its deprecation in
// UIView.h of the iOS 17.4 SDK points to the registration API; it is not removed), and a controller
// inherits from its view's superview (WWDC23 "Unleash the UIKit trait system",
// https://wwdcnotes.com/notes/wwdc23/10057/). Guesses (Docs/HeadlessUIKit.md, "Traits"): the
// order top down, a controller before its root view, traitCollectionDidChange(_:) before the
// handlers, and overrides applied at once rather than at the next layout pass.
@Suite(.serialized, .headlessWorld) @MainActor struct TraitChangeRegistrationTests {
    @Test("an override on a controller reaches it, its view and its subviews, top down")
    func overrideOrder() {
        let log = Log.start()
        let controller = StyleLoggingController("A")
        let label = StyleLoggingView("label")
        _ = showOnScreen(controller, log: log)
        controller.view.addSubview(label)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (a: StyleLoggingController, old) in
            log.append("A handler(\(old.userInterfaceStyle) -> \(a.traitCollection.userInterfaceStyle))")
        }
        label.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitDisplayScale.self]) {
            (view: StyleLoggingView, _: UITraitCollection) in
            log.append("label handler, current \(UITraitCollection.current.userInterfaceStyle)")
        }
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(
            log.take() == [
                "A traitCollectionDidChange(light -> dark)", "A handler(light -> dark)",
                "A.view traitCollectionDidChange(light -> dark)",
                "label traitCollectionDidChange(light -> dark)",
                "label handler, current dark",
            ])
        #expect(controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(log.take() == [])
        label.traitOverrides.horizontalSizeClass = .regular
        #expect(log.take() == ["label traitCollectionDidChange(dark -> dark)"])
        controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(
            log.take() == [
                "A traitCollectionDidChange(dark -> light)", "A handler(dark -> light)",
                "A.view traitCollectionDidChange(dark -> light)",
                "label traitCollectionDidChange(dark -> light)",
                "label handler, current light",
            ])
    }

    @Test("a custom trait set on a parent reaches a child controller's handler; unregistering stops it")
    func customTraitAndUnregister() {
        struct ThemeTrait: UITraitDefinition { static let defaultValue = "standard" }
        let log = Log.start()
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = showOnScreen(parent, log: log)
        let registration = child.registerForTraitChanges([ThemeTrait.self]) {
            (child: UIViewController, old: UITraitCollection) in
            log.append("child theme \(old[ThemeTrait.self]) -> \(child.traitCollection[ThemeTrait.self])")
        }
        parent.traitOverrides[ThemeTrait.self] = "ocean"
        parent.traitOverrides.userInterfaceStyle = .dark
        #expect(log.take() == ["child theme standard -> ocean"])
        child.unregisterForTraitChanges(registration)
        parent.traitOverrides[ThemeTrait.self] = "forest"
        #expect(log.take() == [])
        #expect(child.traitCollection[ThemeTrait.self] == "forest")
        child.updateTraitsIfNeeded()
        #expect(log.take() == [])
    }

    @Test("a rotation calls traitCollectionDidChange, then the handlers of the traits that changed")
    func rotation() {
        let log = Log.start()
        let controller = StyleLoggingController("A")
        _ = showOnScreen(controller, log: log)
        controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, old) in
            log.append("A vertical handler(\(old.verticalSizeClass))")
        }
        controller.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIViewController, _) in
            log.append("A horizontal handler")
        }
        Headless.setScreenSize(Headless.screenSize.rotated)
        #expect(
            log.take() == [
                "A traitCollectionDidChange(light -> light)", "A vertical handler(regular)",
                "A.view traitCollectionDidChange(light -> light)",
            ])
    }

    @Test("a registration holds only its closure: the controller and its view are freed")
    func registrationDoesNotRetain() {
        weak var weakController: RegisteringController?
        weak var weakView: UIView?
        do {
            let controller = RegisteringController()
            _ = controller.view
            let view = UIView()
            view.registerForTraitChanges([UITraitDisplayScale.self]) { (view: UIView, _: UITraitCollection) in
                view.alpha = 0.5
            }
            weakController = controller
            weakView = view
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
    }
}
