// ViewLifecycle · HeadlessSwiftUI

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}
