// ViewLifecycle · HeadlessSwiftUI

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { .init() }
}
