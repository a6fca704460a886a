// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The current-value label of a timer progress view: the timer's text, as
/// `Text(timerInterval:countsDown:)` shows it when the view is made.
@available(iOS 16.0, macOS 13.0, *)
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The timer's text.
    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension ProgressView {
    /// A progress view over a time interval: the fraction elapsed at creation (or left, when
    /// counting down), which stays as made (no timer advances it headlessly).
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.timerFraction(timerInterval, at: Date(), countsDown: countsDown), label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// The fraction of `interval` elapsed at `date` (left, when counting down), from 0 to 1.
    static func timerFraction(_ interval: ClosedRange<Date>, at date: Date, countsDown: Bool) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return countsDown ? 0 : 1 }
        let elapsed = min(max(date.timeIntervalSince(interval.lowerBound) / total, 0), 1)
        return countsDown ? 1 - elapsed : elapsed
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view over a time interval with a label; its current value is the timer's
    /// text.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view over a time interval, without a label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
