// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views.
    public static var inline: InlinePickerStyle { .init() }
}
