// ViewLifecycle · HeadlessSwiftUI

/// A tint effect configuration that you can apply to content in a list.
public struct ListItemTint: Sendable {
    @usableFromInline let color: Color?
    @usableFromInline let isFixed: Bool

    /// An explicit tint color that overrides any inherited tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }

    /// An explicit tint color that the system can override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }

    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
}
