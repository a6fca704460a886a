// ViewLifecycle · os (a stand-in where the platform has no os module)

/// Whether a logged value may be shown to whoever reads the log.
///
/// Off Apple platforms the only reader is standard error, which shows every value, as Xcode's
/// console does for a process it debugs; the privacy is accepted as written.
public struct OSLogPrivacy: Equatable {
    /// How a private value is shown in its place.
    public enum Mask: Equatable, Hashable {
        /// A hash of the value, so equal values can be matched.
        case hash
        /// `<private>`.
        case none
    }

    /// Who may see the value.
    enum Option: Equatable {
        case `public`, `private`, sensitive, auto
    }

    /// Who may see the value.
    let option: Option
    /// How it is shown where it is hidden.
    let mask: Mask

    /// Shown to anyone.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(option: .public, mask: .none) }
    /// Hidden unless private data is enabled.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(option: .private, mask: .none) }
    /// Hidden unless private data is enabled, shown as `mask` in its place.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(option: .private, mask: mask) }
    /// Always hidden.
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(option: .sensitive, mask: .none) }
    /// Always hidden, shown as `mask` in its place.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(option: .sensitive, mask: mask) }
    /// The system's choice: scalars shown, strings and objects hidden.
    public static var auto: OSLogPrivacy { OSLogPrivacy(option: .auto, mask: .none) }
    /// The system's choice, shown as `mask` where hidden.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(option: .auto, mask: mask) }
}
