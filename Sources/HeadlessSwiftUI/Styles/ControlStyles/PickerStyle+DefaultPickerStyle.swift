// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { .init() }
}
