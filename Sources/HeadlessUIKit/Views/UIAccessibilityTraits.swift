// ViewLifecycle · HeadlessUIKit

/// The traits that describe an accessibility element, as bits: views keep what is set headlessly.
/// The bit values of the iOS 17 traits (`toggleButton`, `supportsZoom`) are a guess (Docs/Evidence.md).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The bits' type.
    public typealias RawValue = UInt64
    /// The type of one trait.
    public typealias Element = UIAccessibilityTraits
    /// The type an array literal of traits holds.
    public typealias ArrayLiteralElement = UIAccessibilityTraits

    /// No trait.
    public static var `none`: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0) }

    /// The element acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1)

    /// The element opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 2)

    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 4)

    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 8)

    /// The element plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 16)

    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 32)

    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 64)

    /// The element summarises the screen on launch.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 128)

    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 256)

    /// The element's value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 512)

    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1024)

    /// Activating the element starts media.
    @available(iOS 4.0, *)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 2048)

    /// The element's value can be incremented and decremented.
    @available(iOS 4.0, *)
    public static let adjustable = UIAccessibilityTraits(rawValue: 4096)

    /// The element takes touches directly.
    @available(iOS 5.0, *)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 8192)

    /// The element turns the page when read to its end.
    @available(iOS 5.0, *)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 16384)

    /// The element is a tab bar.
    @available(iOS 10.0, *)
    public static let tabBar = UIAccessibilityTraits(rawValue: 32768)

    /// The element is a section header.
    @available(iOS 6.0, *)
    public static let header = UIAccessibilityTraits(rawValue: 65536)

    /// The element toggles a value.
    @available(iOS 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)

    /// The element can be zoomed.
    @available(iOS 17.0, *)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}

/// The block form of `accessibilityTraits` (`NSObject.accessibilityTraitsBlock`).
public typealias AXTraitsReturnBlock = () -> UIAccessibilityTraits
