// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIControl.h and Apple's UIControl documentation (addAction(_:for:), sendActions(for:),
// state "synthesized from other flags"); UIButton.h (title(for:) falls back to the normal
// state's title); UIButton.Configuration's documentation (updates coalesce until UIKit's next
// update pass: here the next run-loop turn).
@Suite(.serialized, .headlessWorld) @MainActor struct UIKitControlActionTests {
    @Test("actions run in the order added, with the control as sender during the handler only")
    func actionsAndSender() {
        let log = Log.start()
        let control = UIControl(frame: .zero)
        let first = UIAction(title: "first") { action in
            Log.shared.append("first sender is control \(action.sender as? UIControl === control)")
        }
        control.addAction(first, for: .valueChanged)
        control.addAction(UIAction(title: "second") { _ in Log.shared.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(first.sender == nil)
        control.removeAction(first, for: .valueChanged)
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log.take() == ["first sender is control true", "second", "second"])
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test("an action with a known identifier replaces the old one and listens to both events")
    func sameIdentifier() {
        let log = Log.start()
        let control = UIControl(frame: .zero)
        let id = UIAction.Identifier("log")
        control.addAction(UIAction(identifier: id) { _ in Log.shared.append("old") }, for: .touchDown)
        control.addAction(UIAction(identifier: id) { _ in Log.shared.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        control.removeAction(identifiedBy: id, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log.take() == ["new", "new"])
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("state is read from isEnabled, isSelected and isHighlighted")
    func state() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state.rawValue == 0b111)
    }

    @Test("a button's titles per state fall back to the normal state's")
    func titles() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .selected) == "Go")
        #expect(button.currentTitle == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going")
        #expect(button.titleLabel?.text == "Going")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Go")
    }

    @Test("a primary action titles the button and runs on a tap's primaryActionTriggered")
    func primaryAction() {
        let log = Log.start()
        let button = UIButton(
            primaryAction: UIAction(title: "Add", image: UIImage(systemName: "plus")) { _ in
                Log.shared.append("add")
            })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Add")
        #expect(button.currentImage == UIImage(systemName: "plus"))
        button.sendActions(for: .touchUpInside)
        button.performPrimaryAction()
        #expect(log.take() == ["add"])
    }

    @Test("configuration updates coalesce into one per run-loop turn and follow state changes")
    func configurationUpdates() {
        let log = Log.start()
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        config.subtitle = "$1"
        config.image = UIImage(systemName: "cart")
        config.imagePadding = 6
        config.cornerStyle = .capsule
        config.baseForegroundColor = .white
        let button = UIButton(configuration: config)
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Bought" : "Buy"
            button.configuration = updated
            Log.shared.append("update \(button.configuration?.title ?? "")")
        }
        button.setNeedsUpdateConfiguration()
        #expect(log.take() == [])
        Headless.runUntilIdle()
        #expect(log.take() == ["update Buy"])
        button.isSelected = true
        button.isHighlighted = true
        Headless.runUntilIdle()
        #expect(log.take() == ["update Bought"])
        #expect(button.currentTitle == "Bought")
        #expect(button.configuration?.subtitle == "$1")
        #expect(button.configuration?.cornerStyle == .capsule)
        #expect(button.configuration?.imagePadding == 6)
    }

    @Test("a tap toggles a selection button and a menu button's item runs with the button as sender")
    func selectionAndMenu() throws {
        let log = Log.start()
        let screen = UIViewController()
        let window = showOnScreen(screen, log: log)
        let toggle = UIButton(type: .system)
        toggle.setTitle("Star", for: .normal)
        toggle.changesSelectionAsPrimaryAction = true
        toggle.addAction(
            UIAction { _ in Log.shared.append("star \(toggle.isSelected)") }, for: .primaryActionTriggered)
        let sort = UIButton(type: .system)
        sort.setTitle("Sort", for: .normal)
        sort.showsMenuAsPrimaryAction = true
        sort.menu = UIMenu(children: [
            UIAction(title: "Name") { action in
                Log.shared.append("by name from \(action.sender as? UIButton === sort)")
            },
            UIMenu(title: "More", children: [UIAction(title: "Size") { _ in Log.shared.append("by size") }]),
        ])
        sort.addAction(UIAction { _ in Log.shared.append("menu opens") }, for: .menuActionTriggered)
        screen.view.addSubview(toggle)
        screen.view.addSubview(sort)
        try Headless.tapControl("Star")
        try Headless.tapControl("Star")
        try Headless.tapControl("Sort")
        try Headless.chooseMenuItem("Name", of: "Sort")
        try Headless.chooseMenuItem("Size", of: "Sort")
        #expect(log.take() == ["star true", "star false", "menu opens", "by name from true", "by size"])
        #expect(
            throws: Headless.ControlError(
                "The menu of UIButton \"Sort\" has no item \"Date\". Items: \"Name\", \"Size\".")
        ) { try Headless.chooseMenuItem("Date", of: "Sort") }
        withExtendedLifetime(window) {}
    }

    @Test("a deferred element's items are offered once its provider gives them; a cached one asks once")
    func deferredMenuItems() throws {
        let log = Log.start()
        let screen = UIViewController()
        let window = showOnScreen(screen, log: log)
        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.menu = UIMenu(children: [
            UIDeferredMenuElement { completion in
                Log.shared.append("provide cached")
                completion([UIAction(title: "Copy") { _ in Log.shared.append("copy") }])
            },
            UIDeferredMenuElement.uncached { completion in
                Log.shared.append("provide uncached")
                completion([UIAction(title: "Mail") { _ in Log.shared.append("mail") }])
            },
        ])
        screen.view.addSubview(share)
        try Headless.chooseMenuItem("Copy", of: "Share")
        try Headless.chooseMenuItem("Mail", of: "Share")
        #expect(
            log.take() == [
                "provide cached", "provide uncached", "copy", "provide uncached", "mail",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("a segmented control made of actions runs the chosen segment's action, then valueChanged")
    func segmentActions() throws {
        let log = Log.start()
        let screen = UIViewController()
        let window = showOnScreen(screen, log: log)
        let control = UISegmentedControl(
            frame: .zero,
            actions: [
                UIAction(title: "List") { _ in Log.shared.append("list") },
                UIAction(title: "Grid") { _ in Log.shared.append("grid") },
            ])
        control.accessibilityIdentifier = "layout"
        control.addAction(
            UIAction { _ in Log.shared.append("changed \(control.selectedSegmentIndex)") }, for: .valueChanged
        )
        screen.view.addSubview(control)
        try Headless.selectSegment(at: 1, in: "layout")
        #expect(log.take() == ["grid", "changed 1"])
        control.insertSegment(withTitle: "Map", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 0) == "Map")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 2)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(
            throws: Headless.ControlError(
                "Segment 1 of UISegmentedControl (identifier \"layout\") is disabled.")
        ) {
            try Headless.selectSegment(at: 1, in: "layout")
        }
        withExtendedLifetime(window) {}
    }
}
