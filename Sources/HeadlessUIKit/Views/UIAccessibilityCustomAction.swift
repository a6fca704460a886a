// ViewLifecycle · HeadlessUIKit

import Foundation

/// An action assistive technologies offer on an element: it keeps its name, image, target, selector
/// and handler; nothing invokes it headlessly unless a test calls `actionHandler`.
@available(iOS 8.0, *)
open class UIAccessibilityCustomAction: NSObject {
    /// The block form of the action.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The action's name; setting it replaces `attributedName` with the plain string.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    /// The action's name with attributes; `name` is its string.
    @available(iOS 11.0, *)
    open var attributedName: NSAttributedString

    /// The image assistive technologies show for the action (kept as set).
    open var image: UIImage?

    /// The object that performs the action (held weakly).
    weak open var target: AnyObject?

    /// The method the target performs (kept; never sent headlessly).
    open var selector: Selector

    /// The block that performs the action, preferred over the target and selector.
    @available(iOS 13.0, *)
    open var actionHandler: UIAccessibilityCustomAction.Handler?

    /// Creates an action that the target performs with the selector.
    public init(name: String, target: Any?, selector: Selector) {
        attributedName = NSAttributedString(string: name)
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// Creates an action with an attributed name that the target performs with the selector.
    @available(iOS 11.0, *)
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.attributedName = attributedName
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// Creates an action with a name and an image that the target performs with the selector.
    @available(iOS 14.0, *)
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// Creates an action with an attributed name and an image that the target performs with the selector.
    @available(iOS 14.0, *)
    public convenience init(
        attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector
    ) {
        self.init(attributedName: attributedName, target: target, selector: selector)
        self.image = image
    }

    /// Creates an action that the handler performs.
    @available(iOS 13.0, *)
    public convenience init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.init(name: name, target: nil, selector: Selector(""))
        self.actionHandler = actionHandler
    }

    /// Creates an action with an attributed name that the handler performs.
    @available(iOS 13.0, *)
    public convenience init(
        attributedName: NSAttributedString, actionHandler: @escaping UIAccessibilityCustomAction.Handler
    ) {
        self.init(attributedName: attributedName, target: nil, selector: Selector(""))
        self.actionHandler = actionHandler
    }

    /// Creates an action with a name and an image that the handler performs.
    @available(iOS 14.0, *)
    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomAction.Handler
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Creates an action with an attributed name and an image that the handler performs.
    @available(iOS 14.0, *)
    public convenience init(
        attributedName: NSAttributedString, image: UIImage?,
        actionHandler: @escaping UIAccessibilityCustomAction.Handler
    ) {
        self.init(attributedName: attributedName, actionHandler: actionHandler)
        self.image = image
    }
}
