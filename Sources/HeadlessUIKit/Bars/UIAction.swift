// ViewLifecycle · HeadlessUIKit

/// The closure a `UIAction` runs when chosen.
public typealias UIActionHandler = (UIAction) -> Void

/// A titled action with a closure, for bar button items, buttons and menus.
///
/// `Headless.tap(_:)` runs a bar button item's primary action, as a user's tap does.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// A name that identifies an action.
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

    let handler: UIActionHandler
    /// The action's identifier.
    open private(set) var identifier: UIAction.Identifier
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How the action is shown.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a check mark.
    open var state: UIMenuElement.State
    /// The object that sent the action while its handler runs (a control, a bar button item).
    weak var currentSender: AnyObject?

    /// The object that sent the action: set while the handler runs, `nil` otherwise.
    open var sender: Any? { currentSender }

    /// Creates an action that runs `handler` when chosen.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: A second line.
    ///   - image: The image.
    ///   - selectedImage: The image while selected.
    ///   - identifier: The identifier; a unique one by default.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How it is shown.
    ///   - state: Its check mark.
    ///   - handler: What it does.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
            handler: handler)
        self.subtitle = subtitle
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    init(title: String, image: UIImage?, identifier: UIAction.Identifier, handler: @escaping UIActionHandler)
    {
        self.handler = handler
        self.identifier = identifier
        self.attributes = []
        self.state = .off
        super.init(title: title, image: image)
    }
}
