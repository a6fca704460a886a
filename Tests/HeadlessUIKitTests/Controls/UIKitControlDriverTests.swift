// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source for the text field's order: Apple's Text Programming Guide for iOS, "the sequence of
// messages that both text views and text fields send to their delegates" (quoted at
// u72.net/daima/wvcc.html): shouldBeginEditing, becomes first responder, didBeginEditing;
// shouldChangeCharactersIn per change; shouldEndEditing, resigns, didEndEditing. Where the
// control events fall beside the delegate calls is a guess (after each delegate call).
@Suite(.serialized, .headlessWorld) @MainActor struct UIKitControlDriverTests {
    @Test("tapping a button by title or identifier runs its touch-up action")
    func tapButton() throws {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        try Headless.tapControl("Save")
        try Headless.tapControl("save")
        #expect(log.take() == ["save tapped", "save tapped"])
        withExtendedLifetime(window) {}
    }

    @Test("a tap sends touchDown, then touchUpInside and primaryActionTriggered in one send")
    func tapEventOrder() throws {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        let button = screen.save
        button.addAction(
            UIAction { _ in Log.shared.append("down highlighted \(button.isHighlighted)") }, for: .touchDown)
        button.addAction(UIAction { _ in Log.shared.append("primary") }, for: .primaryActionTriggered)
        button.addAction(
            UIAction { _ in Log.shared.append("both once") }, for: [.touchUpInside, .primaryActionTriggered])
        try Headless.tapControl("save")
        #expect(log.take() == ["down highlighted true", "save tapped", "primary", "both once"])
        #expect(!button.isHighlighted)
        withExtendedLifetime(window) {}
    }

    @Test("switch, segment, slider and stepper send valueChanged after the value changes")
    func valueControls() throws {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        try Headless.toggleSwitch("wifi")
        try Headless.selectSegment("Date", in: "sort")
        try Headless.slide("volume", to: 0.25)
        try Headless.slide("volume", to: 7)
        try Headless.stepUp("count")
        try Headless.stepUp("count")
        try Headless.stepUp("count")
        try Headless.stepDown("count")
        #expect(
            log.take() == [
                "wifi true", "sort 1", "volume 0.25", "volume 1.0", "count 1.0", "count 2.0", "count 1.0",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("values set in code send no events")
    func codeSendsNothing() {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        screen.wifi.setOn(true, animated: true)
        screen.sort.selectedSegmentIndex = 1
        screen.volume.value = 0.5
        screen.count.value = 1
        screen.name.text = "typed in code"
        Headless.runUntilIdle()
        #expect(log.take() == [])
        withExtendedLifetime(window) {}
    }

    @Test("typing into a text field: delegate and events in the guide's order, a refused keystroke dropped")
    func typeIntoField() throws {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        try Headless.typeText("A!b", into: "Name", submit: true)
        #expect(
            log.take() == [
                "delegate shouldBeginEditing", "delegate didBeginEditing", "name editingDidBegin",
                "delegate shouldChange 0 A", "name changed A", "delegate shouldChange 1 !",
                "delegate shouldChange 1 b", "name changed Ab", "delegate shouldReturn",
                "delegate shouldEndEditing", "delegate didEndEditing", "name editingDidEnd",
            ])
        #expect(screen.name.text == "Ab")
        #expect(!screen.name.isFirstResponder)
        withExtendedLifetime(window) {}
    }

    @Test("a delegate that refuses to begin editing stops the typing with an error")
    func refusedEditing() {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        screen.refusesBeginEditing = true
        #expect(throws: Headless.ControlError("UITextField \"Name\" refused to begin editing.")) {
            try Headless.typeText("x", into: "Name")
        }
        #expect(log.take() == ["delegate shouldBeginEditing"])
        withExtendedLifetime(window) {}
    }

    @Test("a second editor takes first responder from the first, which ends editing")
    func firstResponderMoves() throws {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        #expect(screen.name.becomeFirstResponder())
        _ = log.take()
        try Headless.typeText("hi", into: "notes")
        #expect(log.take() == ["delegate shouldEndEditing", "delegate didEndEditing", "name editingDidEnd"])
        #expect(screen.notes.isFirstResponder)
        #expect(screen.notes.text == "hi")
        #expect(screen.view.endEditing(false))
        #expect(!screen.notes.isFirstResponder)
        withExtendedLifetime(window) {}
    }

    @Test("errors name what was searched and list the controls on screen")
    func errors() {
        let log = Log.start()
        let screen = ControlScreen()
        let window = showOnScreen(screen, log: log)
        let onScreen =
            "UIButton \"Save\" (identifier \"save\"), UISwitch (identifier \"wifi\"), "
            + "UISegmentedControl (identifier \"sort\"), UISlider (identifier \"volume\"), "
            + "UIStepper (identifier \"count\"), UITextField \"Name\", UITextView (identifier \"notes\")"
        #expect(
            throws: Headless.ControlError(
                "No control with identifier, label or title \"Delete\" on screen. On screen: \(onScreen).")
        ) { try Headless.tapControl("Delete") }
        #expect(
            throws: Headless.ControlError(
                "UIButton \"Save\" (identifier \"save\") cannot be toggled: it is not a UISwitch.")
        ) { try Headless.toggleSwitch("save") }
        #expect(
            throws: Headless.ControlError(
                "UISegmentedControl (identifier \"sort\") has no segment \"Size\". Segments: \"Name\", \"Date\"."
            )
        ) { try Headless.selectSegment("Size", in: "sort") }
        screen.save.isEnabled = false
        #expect(
            throws: Headless.ControlError(
                "UIButton \"Save\" (identifier \"save\") cannot be tapped: it is disabled.")
        ) { try Headless.tapControl("save") }
        screen.wifi.isHidden = true
        #expect(throws: Headless.ControlError.self) { try Headless.toggleSwitch("wifi") }
        #expect(log.take() == [])
        withExtendedLifetime(window) {}
    }

    @Test("a pull starts refreshing and sends valueChanged once; endRefreshing stops it")
    func refresh() {
        let log = Log.start()
        let control = UIRefreshControl()
        control.addAction(
            UIAction { _ in Log.shared.append("refresh \(control.isRefreshing)") }, for: .valueChanged)
        Headless.pullToRefresh(control)
        Headless.pullToRefresh(control)
        #expect(control.isRefreshing)
        control.endRefreshing()
        control.beginRefreshing()
        #expect(log.take() == ["refresh true"])
    }

    @Test("the screen's controls and their actions are released with it")
    func released() throws {
        let log = Log.start()
        let window = showInWindow(UIViewController())
        let screen: Weak<ControlScreen>
        let button: Weak<UIButton>
        do {
            let made = ControlScreen()
            screen = Weak(made)
            button = Weak(made.save)
            window.rootViewController = made
            Headless.runUntilIdle()
            try Headless.typeText("x", into: "Name")
            try Headless.tapControl("save")
            window.rootViewController = UIViewController()
            Headless.runUntilIdle()
        }
        _ = log.take()
        try expectReleased(screen)
        try expectReleased(button)
    }
}
