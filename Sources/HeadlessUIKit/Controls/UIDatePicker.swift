// ViewLifecycle · HeadlessUIKit

/// A control for picking a date, a time or a countdown; a user's pick (`Headless.pickDate(_:in:)`)
/// sends `.valueChanged`, while setting `date` in code sends nothing. Its defaults are the ones
/// UIKit's header gives (`UIDatePicker.h`).
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// What the picker shows: dates and times by default.
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime

    /// The locale the picker formats with; `nil` returns to the current locale.
    open var locale: Locale? {
        get { storedLocale ?? .current }
        set { storedLocale = newValue }
    }
    private var storedLocale: Locale?

    /// The calendar the picker counts with; `nil` returns to the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar ?? .current }
        set { storedCalendar = newValue }
    }
    private var storedCalendar: Calendar?

    /// The time zone shown, or `nil` for the calendar's.
    open var timeZone: TimeZone?

    /// The picked date: the moment the picker was made until something sets it.
    open var date = Date()

    /// The earliest date a user can pick, or `nil` for no limit.
    open var minimumDate: Date?

    /// The latest date a user can pick, or `nil` for no limit.
    open var maximumDate: Date?

    /// The countdown in seconds, whole minutes up to 23:59: what is set loses its seconds.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let minutes = (min(max(countDownDuration, 0), 86_399) / 60).rounded(.down)
            if countDownDuration != minutes * 60 { countDownDuration = minutes * 60 }
        }
    }

    /// The step of the minutes wheel, in minutes.
    open var minuteInterval = 1

    /// The style asked for; `datePickerStyle` says which one is used.
    @available(iOS 13.4, *)
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style in use, never `.automatic`: what was asked for, else wheels for a countdown
    /// (which has no compact form) and compact for the rest, as iOS 14 and later choose.
    @available(iOS 13.4, *)
    open var datePickerStyle: UIDatePickerStyle {
        if preferredDatePickerStyle != .automatic { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

    /// Whether a picked date is rounded to `minuteInterval`.
    @available(iOS 15.0, *)
    open var roundsToMinuteInterval = true

    /// Sets the date; the wheels' animation has nothing to show headlessly.
    ///
    /// - Parameters:
    ///   - date: The new date.
    ///   - animated: Whether the wheels would turn to it.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// What a user's pick of `date` leaves: within `minimumDate...maximumDate` (ignored when the
    /// minimum is after the maximum, as the header says) and, when `roundsToMinuteInterval`, on
    /// the nearest multiple of `minuteInterval` minutes.
    func pickable(_ date: Date) -> Date {
        var picked = date
        if roundsToMinuteInterval, minuteInterval > 1 {
            let step = TimeInterval(minuteInterval * 60)
            let steps = (picked.timeIntervalSinceReferenceDate / step).rounded()
            picked = Date(timeIntervalSinceReferenceDate: steps * step)
        }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return picked }
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        return picked
    }
}
