// ViewLifecycle · HeadlessSwiftUI

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default label style in the current context.
    public static var automatic: DefaultLabelStyle { .init() }
}
