// ViewLifecycle · HeadlessSwiftUI

/// The type-erased label of the date picker `DatePickerStyle`'s older hook receives.
public struct _DatePickerStyleLabel: View {
    let content: any View

    /// The body of a primitive view.
    public typealias Body = Never
}

extension _DatePickerStyleLabel: StyleConfigurationPart {}
