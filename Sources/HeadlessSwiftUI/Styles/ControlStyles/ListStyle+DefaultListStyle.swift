// ViewLifecycle · HeadlessSwiftUI

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { .init() }
}
