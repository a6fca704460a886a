// ViewLifecycle · HeadlessSwiftUI

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { .init() }
}
