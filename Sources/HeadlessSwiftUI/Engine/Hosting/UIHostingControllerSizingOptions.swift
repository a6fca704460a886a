// ViewLifecycle · HeadlessSwiftUI

/// Options for how a hosting controller tracks its content's size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a set of options from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The hosting controller tracks its content's ideal size in its preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The hosting controller's view automatically invalidates its intrinsic content size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
