// ViewLifecycle · HeadlessUIKit

/// An object that can take part in event handling; the common base of views, controllers and the app.
///
/// The responder chain carries the first responder (the text field or text view being edited),
/// which the world keeps, and the touches the `Headless` gesture driver plays; no presses.
@MainActor @preconcurrency
open class UIResponder: NSObject, UIResponderStandardEditActions, UIUserActivityRestoring {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The responder that an unhandled event moves on to; `nil` at the end of the chain.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; `false` unless a subclass says so.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets go of first-responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder of the world.
    open var isFirstResponder: Bool {
        HeadlessWorld.shared.firstResponders.current === self
    }

    /// Makes the responder first responder, after the current one resigns.
    ///
    /// - Returns: Whether it is first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let responders = HeadlessWorld.shared.firstResponders
        if responders.current === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = responders.current {
            responders.handingOver = takesKeyboard
            defer { responders.handingOver = false }
            guard current.resignFirstResponder() else { return false }
        }
        responders.current = self
        if takesKeyboard, !responders.keyboardShown {
            responders.keyboardShown = true
            HeadlessKeyboard.move(shown: true)
        }
        return true
    }

    /// Whether the responder takes the software keyboard when it becomes first responder (text
    /// fields, text views and search bars).
    var takesKeyboard: Bool { false }

    /// Gives up first-responder status.
    ///
    /// - Returns: Whether it is no longer first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let responders = HeadlessWorld.shared.firstResponders
        guard responders.current === self else { return true }
        guard canResignFirstResponder else { return false }
        responders.current = nil
        if responders.keyboardShown, !responders.handingOver {
            responders.keyboardShown = false
            HeadlessKeyboard.move(shown: false)
        }
        return true
    }

    /// Called when fingers touch the view; by default passes the touches to `next`, as UIKit does.
    ///
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: The event they belong to.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when fingers move; by default passes the touches to `next`, as UIKit does.
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: The event they belong to.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift; by default passes the touches to `next`, as UIKit does.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when the system takes the touches away (a gesture recognizer recognized them); by
    /// default passes them to `next`, as UIKit does.
    ///
    /// - Parameters:
    ///   - touches: The touches cancelled.
    ///   - event: The event they belong to.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Called when a motion (a shake) begins; by default passes it to `next`, as UIKit does. The
    /// headless runtime sends no motion events.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// Called when a motion ends; by default passes it to `next`, as UIKit does.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// Called when a motion is cancelled; by default passes it to `next`, as UIKit does.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: - Hooks subclasses override

    // Declared in the class, not generated in an extension, because apps override them.

    /// Whether the responder performs `action`: without an Objective-C runtime no method can be looked up
    /// by selector, so false unless a subclass overrides it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The first responder from this one along the chain whose `canPerformAction(_:withSender:)` is true.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender)
            ? self : next?.target(forAction: action, withSender: sender)
    }

    /// The key commands the responder handles: none (headlessly there is no hardware keyboard).
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The view shown above the keyboard while the responder is first responder: `nil`.
    open var inputAccessoryView: UIView? { nil }
    /// The view shown instead of the keyboard: `nil`, the system keyboard.
    open var inputView: UIView? { nil }
    /// The controller whose view is shown instead of the keyboard: `nil`, the system keyboard.
    @available(iOS 8.0, *)
    open var inputViewController: UIInputViewController? { nil }
    /// The controller whose view is shown above the keyboard: `nil`.
    @available(iOS 8.0, *)
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// The keyboard the responder asks for: `nil`, the current one. Apps override it to open an
    /// emoji keyboard; headlessly there is no keyboard to switch.
    @available(iOS 7.0, *)
    open var textInputMode: UITextInputMode? { nil }
    /// The identifier under which the keyboard remembers its mode for this responder: `nil`.
    @available(iOS 7.0, *)
    open var textInputContextIdentifier: String? { nil }
    /// Asks the keyboard to show the responder's new input views; there is no keyboard headlessly.
    open func reloadInputViews() {}
    /// Called with a remote-control event (headphones, Control Center); headlessly none arrive.
    ///
    /// - Parameter event: The event.
    open func remoteControlReceived(with event: UIEvent?) {}
    /// Called when physical buttons are pressed; headlessly none are.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Called when pressed buttons change; headlessly none are pressed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Called when pressed buttons are released; headlessly none are pressed.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Called when presses are cancelled; headlessly none are pressed.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// Apple's `buildMenu`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 13.0, *)
    open func buildMenu(with builder: any UIMenuBuilder) {
        InertCalls.recordIfOnMainActor("UIResponder.buildMenu(with:)")
    }

    // MARK: - Standard edit actions

    // UIKit's importer gives a responder the members of the protocols it adopts, so app code
    // overrides these; they do nothing unless a subclass does.

    /// The "Cut" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 3.0, *)
    open func cut(_ sender: Any?) {}

    /// The "Copy" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 3.0, *)
    open func copy(_ sender: Any?) {}

    /// The "Paste" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 3.0, *)
    open func paste(_ sender: Any?) {}

    /// The "Paste and Match Style" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 15.0, *)
    open func pasteAndMatchStyle(_ sender: Any?) {}

    /// The "Paste and Go" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 15.0, *)
    open func pasteAndGo(_ sender: Any?) {}

    /// The "Paste and Search" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 15.0, *)
    open func pasteAndSearch(_ sender: Any?) {}

    /// The "Select" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 3.0, *)
    open func select(_ sender: Any?) {}

    /// The "Select All" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 3.0, *)
    open func selectAll(_ sender: Any?) {}

    /// The "Delete" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 3.2, *)
    open func delete(_ sender: Any?) {}

    /// The "Left to Right" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 5.0, *)
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}

    /// The "Right to Left" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 5.0, *)
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}

    /// The "Bold" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 6.0, *)
    open func toggleBoldface(_ sender: Any?) {}

    /// The "Italic" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 6.0, *)
    open func toggleItalics(_ sender: Any?) {}

    /// The "Underline" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 6.0, *)
    open func toggleUnderline(_ sender: Any?) {}

    /// The "Bigger" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 7.0, *)
    open func increaseSize(_ sender: Any?) {}

    /// The "Smaller" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 7.0, *)
    open func decreaseSize(_ sender: Any?) {}

    /// The "Find" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func find(_ sender: Any?) {}

    /// The "Find and Replace" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func findAndReplace(_ sender: Any?) {}

    /// The "Find Next" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func findNext(_ sender: Any?) {}

    /// The "Find Previous" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func findPrevious(_ sender: Any?) {}

    /// The "Use Selection for Find" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func useSelectionForFind(_ sender: Any?) {}

    /// The "Print" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 15.0, *)
    open func printContent(_ sender: Any?) {}

    /// The "Rename" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func rename(_ sender: Any?) {}

    /// The "Duplicate" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func duplicate(_ sender: Any?) {}

    /// The "Move" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func move(_ sender: Any?) {}

    /// The "Export" edit action: does nothing unless a subclass overrides it.
    ///
    /// - Parameter sender: The object that sent the action.
    @available(iOS 16.0, *)
    open func export(_ sender: Any?) {}

    /// The activity the responder's state is published as (Handoff, search); kept as set.
    @available(iOS 8.0, *)
    open var userActivity: NSUserActivity?

    /// Called to bring `activity` up to date before it is sent; does nothing by default.
    ///
    /// - Parameter activity: The activity.
    @available(iOS 8.0, *)
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Called to restore the responder's state from a continued activity; does nothing by
    /// default.
    ///
    /// - Parameter userActivity: The activity.
    @available(iOS 8.0, *)
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    // UIKit declares the members below on NSObject (its accessibility and Interface Builder
    // informal protocols), where every class can override them. Views and controllers are where
    // apps do, and Swift overrides only what a class body declares, so they live here.

    /// The elements a container view gives assistive technologies in place of its subviews.
    open var accessibilityElements: [Any]?
    /// The custom actions assistive technologies offer on the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the element's siblings.
    open var accessibilityViewIsModal = false
    /// Whether assistive technologies read the element's children as a group.
    open var shouldGroupAccessibilityChildren = false

    /// How many elements the container has: those of `accessibilityElements`.
    @MainActor open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The container's element at `index` in `accessibilityElements`, or `nil` outside it.
    ///
    /// - Parameter index: The element's index.
    @MainActor open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in `accessibilityElements`, or `NSNotFound`.
    ///
    /// - Parameter element: The element.
    @MainActor open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Called when an assistive technology focuses the element; does nothing by default.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when an assistive technology moves focus off the element; does nothing by default.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive technology focuses the element; none runs headlessly.
    open func accessibilityElementIsFocused() -> Bool { false }
    /// Activates the element; `false` (not handled) by default.
    open func accessibilityActivate() -> Bool { false }
    /// Increments the element's value; does nothing by default.
    open func accessibilityIncrement() {}
    /// Decrements the element's value; does nothing by default.
    open func accessibilityDecrement() {}
    /// Scrolls the element's content; `false` (not handled) by default.
    ///
    /// - Parameter direction: The direction.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal element on the escape gesture; `false` (not handled) by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the element's most important action on the magic tap; `false` by default.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Prepares a designable view for Interface Builder's canvas; never called headlessly.
    open func prepareForInterfaceBuilder() {}
}
