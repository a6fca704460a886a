// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `datePickerStyle(_:)`: the style goes into the environment for every date
/// picker below.
typealias _DatePickerStyleModifier = _StyleBodyModifier<DatePickerStyleKey, DatePickerStyleConfiguration>
