// ViewLifecycle · HeadlessSwiftUI

/// The selectability that lets the user select text (recorded by `textSelection(_:)`; no text
/// is selected headlessly).
@available(iOS 15.0, macOS 12.0, *)
public struct EnabledTextSelectability: TextSelectability {
    /// Text can be selected.
    public static let allowsSelection = true

    /// The enabled selectability.
    @usableFromInline init() {}
}

/// The selectability that keeps the user from selecting text.
@available(iOS 15.0, macOS 12.0, *)
public struct DisabledTextSelectability: TextSelectability {
    /// Text cannot be selected.
    public static let allowsSelection = false

    /// The disabled selectability.
    @usableFromInline init() {}
}

@available(iOS 15.0, macOS 12.0, *)
extension TextSelectability where Self == EnabledTextSelectability {
    /// Text the user can select.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

@available(iOS 15.0, macOS 12.0, *)
extension TextSelectability where Self == DisabledTextSelectability {
    /// Text the user cannot select.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
