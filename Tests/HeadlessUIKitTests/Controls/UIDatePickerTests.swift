// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// The defaults are UIDatePicker.h's comments (iOS 17.4 SDK): date and time mode, the current
// date, minute interval 1, rounding on, a countdown in whole minutes up to 23:59.
@Suite(.serialized, .headlessWorld) @MainActor struct UIDatePickerTests {
    @Test("a new picker has the header's defaults")
    func defaults() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.date >= before && picker.date <= Date())
        #expect(picker.minuteInterval == 1)
        #expect(picker.roundsToMinuteInterval)
        #expect(picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.timeZone == nil)
        #expect(picker.locale == .current)
        #expect(picker.calendar == .current)
    }

    @Test("setting nil locale or calendar returns to the current one")
    func nilResets() {
        let picker = UIDatePicker()
        picker.calendar = Calendar(identifier: .japanese)
        picker.locale = Locale(identifier: "ja_JP")
        #expect(picker.calendar.identifier == .japanese)
        #expect(picker.locale?.identifier == "ja_JP")
        picker.calendar = nil
        picker.locale = nil
        #expect(picker.calendar == .current)
        #expect(picker.locale == .current)
    }

    @Test("a countdown drops its seconds and stops at 23:59")
    func countDown() {
        let picker = UIDatePicker()
        picker.countDownDuration = 150
        #expect(picker.countDownDuration == 120)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
    }

    @Test("the style in use is never automatic")
    func concreteStyle() {
        let picker = UIDatePicker()
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }

    @Test("a user's pick stays in range, rounds to the interval and sends valueChanged once per change")
    func pick() throws {
        let log = Log.start()
        let screen = DatePickerScreen()
        let window = showOnScreen(screen, log: log)
        let noon = Date(timeIntervalSinceReferenceDate: 12 * 3600)
        screen.picker.minimumDate = noon
        screen.picker.maximumDate = noon.addingTimeInterval(3600)
        screen.picker.minuteInterval = 15
        screen.picker.date = noon
        try Headless.pickDate(noon.addingTimeInterval(20 * 60), in: "due")
        try Headless.pickDate(noon.addingTimeInterval(-86_400), in: "due")
        try Headless.pickDate(noon.addingTimeInterval(86_400), in: "due")
        try Headless.pickDate(noon.addingTimeInterval(3599), in: "due")
        screen.picker.setDate(noon, animated: true)
        Headless.runUntilIdle()
        #expect(log.take() == ["due 900.0", "due 0.0", "due 3600.0"])
        withExtendedLifetime(window) {}
    }

    @Test("a minimum after the maximum is ignored, as the header says")
    func crossedLimits() throws {
        let log = Log.start()
        let screen = DatePickerScreen()
        let window = showOnScreen(screen, log: log)
        let noon = Date(timeIntervalSinceReferenceDate: 12 * 3600)
        screen.picker.date = noon
        screen.picker.minimumDate = noon.addingTimeInterval(3600)
        screen.picker.maximumDate = noon
        try Headless.pickDate(noon.addingTimeInterval(-60), in: "due")
        #expect(log.take() == ["due -60.0"])
        withExtendedLifetime(window) {}
    }

    @Test("picking in a missing picker names the fix")
    func missingPicker() {
        let screen = DatePickerScreen()
        let window = showOnScreen(screen, log: Log.start())
        #expect(
            throws: Headless.ControlError(
                "No control with identifier, label or title \"start\" on screen. On screen: "
                    + "UIDatePicker (identifier \"due\").")
        ) { try Headless.pickDate(Date(), in: "start") }
        screen.picker.isEnabled = false
        #expect(
            throws: Headless.ControlError(
                "UIDatePicker (identifier \"due\") cannot be picked: it is disabled.")
        ) { try Headless.pickDate(Date(), in: "due") }
        withExtendedLifetime(window) {}
    }
}

/// A screen with one date picker, identified as "due", that logs each change as seconds from noon.
private final class DatePickerScreen: UIViewController {
    let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.accessibilityIdentifier = "due"
        picker.addAction(
            UIAction { [unowned self] _ in
                Log.shared.append("due \(picker.date.timeIntervalSinceReferenceDate - 12 * 3600)")
            }, for: .valueChanged)
        view.addSubview(picker)
    }
}
