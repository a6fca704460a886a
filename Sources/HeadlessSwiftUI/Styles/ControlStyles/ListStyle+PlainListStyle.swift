// ViewLifecycle · HeadlessSwiftUI

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { .init() }
}
