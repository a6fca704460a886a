// ViewLifecycle · HeadlessUIKit

/// The common base of actions and menus: a title and an image.
@MainActor @preconcurrency
open class UIMenuElement: NSObject, @preconcurrency UIAccessibilityIdentification {
    /// The identifier UI tests find the element by.
    open var accessibilityIdentifier: String?
    /// The options that change how an element is shown.
    public struct Attributes: OptionSet, @unchecked Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates attributes from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown disabled.
        public static var disabled: UIMenuElement.Attributes { .init(rawValue: 1 << 0) }
        /// Shown as destructive.
        public static var destructive: UIMenuElement.Attributes { .init(rawValue: 1 << 1) }
        /// Not shown.
        public static var hidden: UIMenuElement.Attributes { .init(rawValue: 1 << 2) }
        /// Keeps the menu open when chosen.
        public static var keepsMenuPresented: UIMenuElement.Attributes { .init(rawValue: 1 << 3) }
    }

    /// Whether an element shows a check mark.
    public enum State: Int, @unchecked Sendable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A mixed-state mark.
        case mixed = 2
    }

    /// The title.
    open internal(set) var title: String
    /// The image, if any.
    open internal(set) var image: UIImage?
    /// A second line under the title.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
