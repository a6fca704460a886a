// ViewLifecycle · HeadlessUIKit

import LifecycleCore

/// The owner of a root view, sent UIKit's lifecycle callbacks in the order a device sends them.
///
/// The view loads on first access (`loadView()` then `viewDidLoad()`); appearance callbacks come
/// from the runtime's single dispatcher when the view enters or leaves a visible window, through
/// a container's transition, or through `beginAppearanceTransition(_:animated:)`. Every member a
/// client may override lives in this class body, because Swift cannot override members declared
/// in extensions without the Objective-C runtime; the logic lives in the `+Concern` extensions.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UIContentContainer {
    var storedView: UIView?
    // Unchecked, as are storedChildren, appearance and isReceivingDispatchedCallback: main-actor
    // state that every transition touches (HeadlessWorld.shared has the reason and the figure).
    /// Whether the root view has loaded, is loading, or is still to load, and whether it has had
    /// its first layout in a window.
    @exclusivity(unchecked) var viewLoading = RootViewLoading()
    @exclusivity(unchecked) var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    /// Strong, as in UIKit: the presenter keeps what it presents alive until dismissal.
    var storedPresented: UIViewController?
    /// Weak so a presentation forms no cycle.
    weak var storedPresenting: UIViewController?
    /// The controller's trait overrides and trait change registrations.
    var traitChanges = TraitChangeState()
    /// The appearance phase machine, fed every callback the dispatcher delivers.
    @exclusivity(unchecked) var appearance = AppearanceMachine()
    /// Where the controller is in the appearance phase machine.
    package var appearanceState: AppearancePhase { appearance.phase }
    /// A manual `beginAppearanceTransition` awaiting its `end`.
    var manualAppearance = ManualAppearance()
    /// Whether the dispatcher is calling one of this controller's appearance methods just now, so
    /// the method's default body knows it was not called directly by app code. Kept on the
    /// controller rather than in a set of the world's, because it is read on every callback.
    /// A Bool is its honest shape: it marks the extent of one call (set before the override runs,
    /// restored after), not a state that inputs move along; the appearance phase lives in
    /// `appearance`.
    @exclusivity(unchecked) var isReceivingDispatchedCallback = false
    /// The transition that is moving this controller, for `transitionCoordinator`.
    weak var activeTransition: TransitionRunner?
    /// Whether a presentation or dismissal is moving this controller.
    var presentationMove = PresentationMove()
    /// Whether this controller is joining or leaving a container.
    var containmentMove = ContainmentMove()
    /// The presentation controller, made on first access or presentation.
    var storedPresentationController: UIPresentationController?
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?
    private let storedNibName: String?
    private var storedModalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The title a container shows for this controller.
    open var title: String?

    /// How the controller is shown when presented.
    ///
    /// The default, `.automatic`, reads back as `.pageSheet`, as iOS 13 and later report it even
    /// before presenting (trace 06 prints `pageSheet` from `prepare(for:sender:)`).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { storedModalPresentationStyle.resolved }
        set { storedModalPresentationStyle = newValue }
    }

    /// Creates a controller, optionally naming a nib; nibs are never loaded headlessly.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name, kept for `nibName`.
    ///   - nibBundleOrNil: The nib's bundle (unused).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        super.init()
        // A trace needs to see a controller begin: addresses are reused once one is freed.
        HeadlessWorld.shared.record(self, .initWithNibName)
    }

    /// Creates a controller from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        storedNibName = nil
        super.init()
        HeadlessWorld.shared.record(self, .initWithCoder)
    }

    /// Creates a controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    deinit {
        // Recorded at the call site like every other callback; the store is lock-protected
        // because a deinit is nonisolated.
        HeadlessWorld.record(self, callback: .deinitializer)
    }

    /// The controller's type and address in the console's `<Module.Type: 0xADDRESS>` form.
    nonisolated open override var description: String {
        HeadlessWorld.describe(self)
    }

    /// The nib name given at creation.
    open var nibName: String? { storedNibName }

    /// The storyboard the controller was made from, or `nil` for one made in code.
    @available(iOS 5.0, *)
    open internal(set) var storyboard: UIStoryboard?

    /// The next responder: the view's superview, or the parent or presenter.
    open override var next: UIResponder? {
        storedView?.superview ?? storedParent ?? storedPresenting
    }

    // MARK: - The view

    /// The root view, loaded on first access with `loadView()` then `viewDidLoad()`.
    ///
    /// Assigning a view replaces the root view without calling `viewDidLoad()`.
    open var view: UIView! {
        get {
            if viewLoading.access() == .load { loadViewForAccess() }
            return storedView
        }
        set { replaceView(with: newValue) }
    }

    /// The root view if it has loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the root view has loaded.
    open var isViewLoaded: Bool { viewLoading.hasView }

    /// Creates the root view; the default makes a plain `UIView`. Overrides must set `view`.
    open func loadView() {
        view = UIView(frame: HeadlessWorld.screenBounds)
    }

    /// Called once after the root view has loaded.
    open func viewDidLoad() {}

    /// Makes sure the root view exists, loading it on the first call only.
    open func loadViewIfNeeded() {
        if viewLoading.access() == .load { loadViewForAccess() }
    }

    /// Hook that runs before the root view positions its children.
    open func viewWillLayoutSubviews() {}

    /// Hook that runs once the root view has positioned its children.
    open func viewDidLayoutSubviews() {}

    /// Receives a low-memory warning; the runtime never sends one.
    open func didReceiveMemoryWarning() {}

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Whether the controller is in editing mode, as last set.
    var editingState = false

    /// Enters or leaves editing mode; overrides call `super`.
    ///
    /// - Parameters:
    ///   - editing: The new state.
    ///   - animated: Whether to animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
    }

    // MARK: - Appearance

    /// Called before the view is added to a visible hierarchy.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) { warnIfCalledDirectly(.viewWillAppear(animated: animated)) }

    /// Called once per appearance, after `viewWillAppear(_:)`, once the view is in the hierarchy
    /// and before it is laid out for display.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewIsAppearing(_ animated: Bool) { warnIfCalledDirectly(.viewIsAppearing(animated: animated)) }

    /// Called after the view has appeared on screen.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) { warnIfCalledDirectly(.viewDidAppear(animated: animated)) }

    /// Called before the view leaves the visible hierarchy.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {
        warnIfCalledDirectly(.viewWillDisappear(animated: animated))
    }

    /// Called after the view has left the visible hierarchy.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {
        warnIfCalledDirectly(.viewDidDisappear(animated: animated))
    }

    /// Whether appearance callbacks reach children automatically; containers that drive
    /// children by hand with `beginAppearanceTransition(_:animated:)` return `false`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts a manual appearance change, sending `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` when the view is about to appear, `false` when about to disappear.
    ///   - animated: Whether the change is animated.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginManualAppearance(isAppearing, animated: animated)
    }

    /// Ends the manual appearance change, sending the matching `did` callback.
    open func endAppearanceTransition() {
        endManualAppearance()
    }

    /// The coordinator of the transition moving this controller, while one runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        // A container's own transition is the one its children are moving in.
        activeTransition ?? storedParent?.transitionCoordinator
            ?? storedChildren.lazy.compactMap { $0.activeTransition }.first { !$0.ended }
    }

    // MARK: - Containment

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }

    /// The containing controller, or `nil`.
    open var parent: UIViewController? { storedParent }

    /// Adds a child controller, calling its `willMove(toParent:)` first; the caller adds the
    /// child's view and then calls `didMove(toParent:)`.
    ///
    /// - Parameter childController: The controller to add.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Removes this controller from its parent, calling its `didMove(toParent: nil)`; the caller
    /// calls `willMove(toParent: nil)` first.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Hook that runs before the controller gains a parent container or leaves one.
    ///
    /// - Parameter parent: The new parent, or `nil` when leaving.
    open func willMove(toParent parent: UIViewController?) {
        // Leaving a container: disappearance until `removeFromParent()` reports the move.
        if parent == nil && storedParent != nil { containmentMove.beginLeaving() }
    }

    /// Hook that runs once the controller has gained a parent container or left one.
    ///
    /// - Parameter parent: The new parent, or `nil` after leaving.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { containmentMove.endJoining() }
    }

    /// Whether the controller is appearing because it is being added to a container.
    open var isMovingToParent: Bool { containmentMove.isJoining }

    /// Whether the controller is disappearing because it is being removed from a container.
    open var isMovingFromParent: Bool { containmentMove.isLeaving }

    /// The closest enclosing `UINavigationController`, found by walking up the parents.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The closest enclosing `UITabBarController`, found by walking up the parents.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    // MARK: - Presentation

    /// Shows another controller over this one; full-screen styles take this one off screen.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - flag: Whether to animate.
    ///   - completion: Called after the presentation finishes.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented or, if none, the presentation showing this one.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate.
    ///   - completion: Called after the dismissal finishes.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, interactive: false, completion: completion)
    }

    /// The controller this one (or its container) presented.
    open var presentedViewController: UIViewController? {
        storedPresented ?? storedParent?.presentedViewController
    }

    /// The controller that presented this one (or its container).
    open var presentingViewController: UIViewController? {
        storedPresenting ?? storedParent?.presentingViewController
    }

    /// Whether the controller is appearing because it is being presented.
    open var isBeingPresented: Bool { presentationMove.isBeingPresented }

    /// Whether the controller is disappearing because it is being dismissed.
    open var isBeingDismissed: Bool { presentationMove.isBeingDismissed }

    /// Whether a tab bar hides while this controller is pushed (kept; apps override it to
    /// answer for a screen). The headless tab bar has no frame to hide.
    open var hidesBottomBarWhenPushed = false
    /// Whether this controller's view is covered when a descendant presents with
    /// `.currentContext` or `.overCurrentContext`.
    open var definesPresentationContext = false
    /// The size the controller would like its view to have, for a container or popover that asks
    /// (recorded; nothing lays out by it here).
    open var preferredContentSize: CGSize = .zero

    /// Whether the user's swipe may not dismiss this controller's sheet; UIKit then calls the
    /// delegate's `presentationControllerDidAttemptToDismiss(_:)` instead.
    open var isModalInPresentation = false

    /// The object managing this controller's presentation, made on first access as in UIKit, so
    /// its `delegate` can be set before presenting.
    open var presentationController: UIPresentationController? { ownPresentationController }

    /// Shows `vc` in the primary context: a navigation controller pushes it; otherwise it is
    /// presented, as UIKit's default does.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked (unused).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary context: the enclosing split view's secondary column (pushed
    /// when it is collapsed); with no split view, it is presented, as UIKit's default does.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked (unused).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The closest enclosing `UISplitViewController`, found by walking up the parents.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// Moves between two children of this container: `toViewController`'s view is added,
    /// `animations` run for `duration`, then `fromViewController`'s view is removed, with both
    /// children's appearance callbacks, as UIKit's custom-container API documents.
    ///
    /// - Parameters:
    ///   - fromViewController: The child on screen; its parent must be this controller.
    ///   - toViewController: The child to show; its parent must be this controller.
    ///   - duration: The animation's length in seconds.
    ///   - options: The animation options (kept, never drawn).
    ///   - animations: Changes to animate; run at once.
    ///   - completion: Called with `true` once the transition has finished.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        performChildTransition(
            from: fromViewController, to: toViewController, duration: duration, animations: animations,
            completion: completion)
    }

    // MARK: - Traits, size, safe area, constraints

    /// The controller's traits, as in iOS 17: those it inherits (its view's superview's, else its
    /// parent's, else the screen's, whose size classes and idiom follow the simulated screen's
    /// size) changed by its own `traitOverrides`.
    ///
    /// iOS 17 made a controller inherit from its view's superview rather than its parent
    /// (WWDC23 "Unleash the UIKit trait system", https://wwdcnotes.com/notes/wwdc23/10057/).
    open var traitCollection: UITraitCollection {
        let inherited =
            viewIfLoaded?.superview?.traitCollection ?? parent?.traitCollection
            ?? HeadlessWorld.shared.screenTraits
        return traitChanges.applyingOverrides(to: inherited)
    }

    /// Called once the traits have changed (a resize that flips a size class); the default does
    /// nothing, and UIKit sends it to every controller and view of the window itself.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the traits change; the default forwards to the children.
    ///
    /// - Parameters:
    ///   - newCollection: The traits the controller will have.
    ///   - coordinator: The coordinator of the change.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in storedChildren { child.deliverTraitTransition(to: newCollection, with: coordinator) }
    }

    /// Called when a child's preferred content size changes; not called headlessly, where
    /// `preferredContentSize` is recorded only.
    ///
    /// - Parameter container: The child.
    @available(iOS 8.0, *)
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when a child's Auto Layout fitting size changes; not called headlessly.
    ///
    /// - Parameter container: The child.
    @available(iOS 8.0, *)
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child's content gets within this controller: by default the parent's size.
    ///
    /// - Parameters:
    ///   - container: The child.
    ///   - parentSize: This controller's content size.
    /// - Returns: The child's size.
    @available(iOS 8.0, *)
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Called before the view's size changes (a rotation); the default forwards to the children.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - coordinator: The coordinator of the size change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        for child in storedChildren { child.deliverSizeTransition(to: size, with: coordinator) }
    }

    /// Called when the view's safe-area insets change, first when it enters a window.
    open func viewSafeAreaInsetsDidChange() {}

    /// Updates the view's constraints; called in the pass before layout.
    open func updateViewConstraints() {}

    // MARK: - Segues

    /// Called before a segue runs, to configure its destination; overridden by controllers that
    /// came from storyboards. Headlessly nothing calls it but the app's own code.
    ///
    /// - Parameters:
    ///   - segue: The segue about to run.
    ///   - sender: What triggered it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` should run; `true` unless overridden.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - sender: What triggered it.
    /// - Returns: `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: - Bars

    /// What a navigation bar shows for this controller, made on first access with its title.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let made = UINavigationItem(title: title ?? "")
        if title == nil { made.title = nil }
        made.owningController = self
        storedNavigationItem = made
        return made
    }

    /// The item that stands for this controller in a tab bar, made on first access.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let made = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = made
            return made
        }
        set { storedTabBarItem = newValue }
    }

    /// Lets containers put their visible child's view in place before appearance is forwarded.
    func prepareForAppearance() {}

    /// Whether this controller's appearance callbacks reach `child`, and whether `child` appears
    /// when its view joins this controller's view outside a transition.
    ///
    /// A custom container answers `shouldAutomaticallyForwardAppearanceMethods` for every child;
    /// UIKit's own containers (navigation, tab bar) answer for the children they show and never
    /// for a child added to them by hand, which gets nothing until the app calls
    /// `beginAppearanceTransition(_:animated:)` (Docs/HeadlessUIKit.md, "Forwarding rules").
    ///
    /// - Parameter child: One of this controller's children.
    /// - Returns: Whether the child follows this controller's appearance.
    func forwardsAppearance(to child: UIViewController) -> Bool {
        shouldAutomaticallyForwardAppearanceMethods
    }

    /// Lets containers adapt to new traits (a split view collapsing or expanding) after their
    /// `traitCollectionDidChange(_:)` and before their children hear of the change.
    func traitsDidChange() {}

    // MARK: - Preferences subclasses override

    // Declared in the class, not generated in an extension, because apps override them; headlessly
    // nothing reads them (there is no status bar or rotation), so they keep UIKit's defaults.

    /// The status bar style this controller prefers: `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden: `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// How status bar changes animate: `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead of this controller's: `nil`.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's: `nil`.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The orientations this controller supports: all but upside down, as on an iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller rotates with the device: `true`.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation starts in: `.portrait`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller prefers the home indicator hidden: `false`.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Called when the view's layout margins change; not called headlessly.
    open func viewLayoutMarginsDidChange() {}
    /// Called after the controller is loaded from a nib; never called headlessly (no nibs).
    open func awakeFromNib() {}

    /// Brings the traits of this controller and everything below it up to date now.
    ///
    /// The runtime applies a trait change and tells every environment as soon as it is made, so
    /// nothing is ever pending and this returns at once; UIKit defers the update to the next
    /// layout pass.
    @available(iOS 17.0, *)
    open func updateTraitsIfNeeded() {}

    /// Apple's `updateContentUnavailableConfiguration`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        InertCalls.recordIfOnMainActor("UIViewController.updateContentUnavailableConfiguration(using:)")
    }

    /// Apple's `preferredScreenEdgesDeferringSystemGestures`: returns [] headlessly.
    @available(iOS 11.0, *)
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// Apple's `childForHomeIndicatorAutoHidden`: returns nil headlessly.
    @available(iOS 11.0, *)
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Apple's `childForScreenEdgesDeferringSystemGestures`: returns nil headlessly.
    @available(iOS 11.0, *)
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
}
