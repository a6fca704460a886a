// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A settings form written as device code without `#selector`: controls wired with `UIAction`,
/// laid out in a stack view against the safe area, with a configured button.
final class SnippetSettingsScreen: UIViewController {
    let notifications = UISwitch()
    let theme = UISegmentedControl(items: ["Light", "Dark"])
    let size = UISlider()
    let copies = UIStepper()
    let name = UITextField()
    let notes = UITextView()
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    let spinner = UIActivityIndicatorView(style: .medium)
    lazy var save = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: "Save") { [unowned self] _ in
            Log.shared.append("save \(notifications.isOn) \(theme.selectedSegmentIndex) \(copies.value)")
        })
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        notifications.addAction(
            UIAction { [unowned self] _ in Log.shared.append("notifications \(notifications.isOn)") },
            for: .valueChanged)
        theme.selectedSegmentIndex = 0
        theme.addAction(
            UIAction { action in
                let sender = action.sender as? UISegmentedControl
                Log.shared.append("theme \(sender?.selectedSegmentIndex ?? -1)")
            }, for: .valueChanged)
        size.minimumValue = 10
        size.maximumValue = 30
        copies.maximumValue = 3
        name.placeholder = "Name"
        name.borderStyle = .roundedRect
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        config.subtitle = "to iCloud"
        config.image = UIImage(systemName: "icloud")
        config.imagePadding = 8
        config.cornerStyle = .capsule
        save.configuration = config
        let stack = UIStackView(arrangedSubviews: [
            avatar, name, notes, notifications, theme, size, copies, save, spinner,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

// Sources: UIControl.h (sendActions(for:) runs the actions registered for the events, with the
// control as the action's sender), UIView.h (animate(withDuration:animations:completion:)
// changes the model values at once), UIGraphicsImageRenderer.h (the image has the renderer's
// size).
@Suite(.serialized, .headlessWorld) @MainActor struct ControlsSnippetTests {
    @Test("controls wired with UIAction run their actions for the events they send")
    func actions() {
        let log = Log.start()
        let screen = SnippetSettingsScreen()
        let window = showOnScreen(screen, log: log)
        screen.notifications.setOn(true, animated: false)
        screen.notifications.sendActions(for: .valueChanged)
        screen.theme.selectedSegmentIndex = 1
        screen.theme.sendActions(for: .valueChanged)
        screen.copies.value = 2
        screen.save.sendActions(for: .primaryActionTriggered)
        #expect(log.take() == ["notifications true", "theme 1", "save true 1 2.0"])
        #expect(screen.save.configuration?.subtitle == "to iCloud")
        #expect(screen.spinner.isHidden)
        #expect(screen.view.safeAreaLayoutGuide.owningView === screen.view)
        withExtendedLifetime(window) {}
    }

    @Test("animations change values at once and complete later; a renderer's image has its size")
    func animationAndRendering() {
        let log = Log.start()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { finished in
            Log.shared.append("finished \(finished)")
        }
        #expect(view.alpha == 0)
        Driver.advance(by: 0.5)
        #expect(log.take() == ["finished true"])
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let image = renderer.image { context in context.fill(CGRect(x: 0, y: 0, width: 40, height: 20)) }
        #expect(image.size == CGSize(width: 40, height: 20))
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { view.alpha = 1 }
        animator.addCompletion { position in Log.shared.append("animator \(position == .end)") }
        animator.startAnimation()
        #expect(animator.state == .active)
        Driver.advance(by: 0.5)
        #expect(log.take() == ["animator true"])
        #expect(UIImage(named: "no-such-asset") == nil)
        #expect(
            UIImage(systemName: "star")?.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }
}
