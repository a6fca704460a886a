// ViewLifecycle · HeadlessSwiftUI

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { .init() }
}
