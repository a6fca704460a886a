// ViewLifecycle · HeadlessSwiftUI

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// Since iOS 16 an app's style implements `makeBody(configuration:)`: under it a date picker's
/// child is that body, built from the picker's label, selection, range and components, with the
/// built-in style below it (a `DatePicker` the body makes shows as a plain picker). The
/// underscored `_body(configuration:)` is Apple's older hook, defaulted to `EmptyView`; it is
/// never called here, as `makeBody` takes its place on iOS 16 and later.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View

    /// Returns the appearance and interaction content for a date picker.
    ///
    /// - Parameter configuration: The properties of the date picker.
    /// - Returns: The styled picker.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a date picker instance.
    typealias Configuration = DatePickerStyleConfiguration

    /// The type of view of the older hook.
    associatedtype _Body: View = EmptyView

    /// The older hook: a view around the date picker itself.
    ///
    /// - Parameter configuration: The date picker, with a type-erased label.
    /// - Returns: The styled picker.
    @ViewBuilder func _body(configuration: DatePicker<Self._Label>) -> Self._Body

    /// The label of the date picker the older hook receives.
    typealias _Label = _DatePickerStyleLabel
}
