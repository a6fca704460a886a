// ViewLifecycle · HeadlessSwiftUI

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { .init() }
}
