// ViewLifecycle · HeadlessSwiftUI

extension DatePickerStyle where Self._Body == EmptyView {
    /// The older hook's default: nothing.
    ///
    /// - Parameter configuration: The date picker (unused).
    /// - Returns: An empty view.
    public func _body(configuration: DatePicker<Self._Label>) -> EmptyView {
        EmptyView()
    }
}
