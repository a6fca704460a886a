// ViewLifecycle · HeadlessSwiftUI

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { .init() }
}
