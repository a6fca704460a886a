// ViewLifecycle · HeadlessUIKit

/// A titled group of actions and submenus.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// A name that identifies a menu.
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, @unchecked Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in its parent.
        public static var displayInline: UIMenu.Options { .init(rawValue: 1 << 0) }
        /// Shown as destructive.
        public static var destructive: UIMenu.Options { .init(rawValue: 1 << 1) }
        /// Only one child is selected at a time.
        public static var singleSelection: UIMenu.Options { .init(rawValue: 1 << 5) }
    }

    /// The actions and submenus, in order.
    open private(set) var children: [UIMenuElement]
    /// How the children are shown.
    open private(set) var options: UIMenu.Options

    /// Creates a menu of `children`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: A second line.
    ///   - image: The image.
    ///   - identifier: The identifier.
    ///   - options: How the children are shown.
    ///   - children: The actions and submenus.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.init(title: title, image: image, options: options, children: children)
        self.subtitle = subtitle
    }

    init(title: String, image: UIImage?, options: UIMenu.Options, children: [UIMenuElement]) {
        self.children = children
        self.options = options
        super.init(title: title, image: image)
    }
}
