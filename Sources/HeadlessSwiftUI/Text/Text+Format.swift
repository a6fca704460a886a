// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Text {
    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style.
    public init<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Creates an instance that displays a localized date using a specific style.
    ///
    /// Headlessly `.date` and `.time` follow Foundation's formatting in the current locale;
    /// the relative styles print the interval from now in seconds (a guess at a stable form).
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// Creates an instance that displays a localized range between two dates.
    public init(_ dates: ClosedRange<Date>) {
        self.init(
            verbatim: Text.DateStyle.date.format(dates.lowerBound) + " – "
                + Text.DateStyle.date.format(dates.upperBound))
    }
}
