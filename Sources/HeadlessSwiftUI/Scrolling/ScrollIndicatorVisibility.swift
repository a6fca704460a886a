// ViewLifecycle · HeadlessSwiftUI

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable {
    let rawValue: Int
    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { .init(rawValue: 0) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { .init(rawValue: 1) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { .init(rawValue: 2) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { .init(rawValue: 3) }
}
