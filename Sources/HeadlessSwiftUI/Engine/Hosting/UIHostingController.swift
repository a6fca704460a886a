// ViewLifecycle · HeadlessSwiftUI

/// A UIKit view controller that manages a SwiftUI view hierarchy.
///
/// Its graph mounts when its view loads; its views appear when the hosting view is in a window
/// and the controller is appearing: in the first layout after `viewWillAppear(_:)` (at the
/// latest just before `viewDidAppear(_:)` returns to UIKit), and disappear at
/// `viewDidDisappear(_:)`. Covering it with a push or a full-screen modal therefore makes its views
/// disappear and uncovering makes them appear again; a sheet over it and the app going to the
/// background do nothing. State is kept throughout.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    package let graph: ViewGraph
    private var storedRootView: Content
    /// What `safeAreaRegions` was set to.
    private var storedSafeAreaRegions: SafeAreaRegions = .all

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    ///
    /// - Parameter rootView: The root view of the SwiftUI view hierarchy to manage.
    public init(rootView: Content) {
        storedRootView = rootView
        graph = ViewGraph(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        graph.host = self
    }

    /// Creates a hosting controller object from an archive and the specified SwiftUI view.
    ///
    /// - Parameters:
    ///   - aDecoder: The archive (unused headlessly).
    ///   - rootView: The root view of the SwiftUI view hierarchy to manage.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        storedRootView = rootView
        graph = ViewGraph(rootView: rootView)
        super.init(coder: aDecoder)
        graph.host = self
    }

    /// Creates a hosting controller object from the contents of a storyboard, which SwiftUI does
    /// not support without a root view.
    ///
    /// - Parameter aDecoder: The archive.
    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) must be implemented in a subclass and call super.init(coder:rootView:)")
    }

    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    ///
    /// Setting it updates the graph in place on the next run-loop turn, keeping state wherever
    /// identity is kept.
    public var rootView: Content {
        get { storedRootView }
        set {
            storedRootView = newValue
            graph.setRootView(newValue)
        }
    }

    /// The options for how the hosting controller tracks changes to the size of its SwiftUI
    /// content (recorded; nothing is sized headlessly).
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// Calculates and returns the most appropriate size for the current view (headlessly, the
    /// size offered).
    ///
    /// - Parameter size: The proposed new size for the view.
    /// - Returns: The size that offers the best fit for the root view and its contents.
    public func sizeThatFits(in size: CGSize) -> CGSize { size }

    /// Creates the hosting view and mounts the graph (bodies run; nothing appears yet).
    open override func loadView() {
        view = _UIHostingView(controller: self)
        graph.mountIfNeeded()
    }

    /// Notifies the view controller that its view is about to be added to a view hierarchy.
    ///
    /// Represented controllers made while the view was off screen join as children here, before
    /// UIKit forwards this callback to the children (the hosting view enters its window during
    /// this appearance), so they appear with the host.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A host that was off screen when the window's traits changed takes them now.
        syncSizeClasses()
        graph.attachWaitingRepresentables()
    }

    /// Notifies the view controller that its view was added to a view hierarchy; if no layout
    /// showed the views yet, they appear now.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        hostingViewCameOnScreen()
        super.viewDidAppear(animated)
    }

    /// Notifies the view controller that its view is about to be removed from a view hierarchy.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    /// Notifies the view controller that its view was removed from a view hierarchy: its views
    /// disappear.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        graph.setAppeared(false)
    }

    /// Called when the window's traits change: the size classes at the root of the SwiftUI
    /// hierarchy follow them, and the views that read them update.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        syncSizeClasses()
    }

    /// Hands the window's size classes to the graph's root environment.
    private func syncSizeClasses() {
        graph.setSizeClasses(
            horizontal: UserInterfaceSizeClass(traitCollection.horizontalSizeClass),
            vertical: UserInterfaceSizeClass(traitCollection.verticalSizeClass))
    }

    /// Called to notify the view controller that its view is about to lay out its subviews.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
    }

    /// The parts of the container's safe area the root view respects (recorded; nothing is laid
    /// out headlessly).
    @available(iOS 16.4, tvOS 16.4, *)
    @available(macOS, unavailable)
    public var safeAreaRegions: SafeAreaRegions {
        get { storedSafeAreaRegions }
        set { storedSafeAreaRegions = newValue }
    }

    /// The key commands of the controller: none of the SwiftUI content's own headlessly.
    open override var keyCommands: [UIKeyCommand]? { super.keyCommands }

    /// Whether the controller refuses interactive dismissal, as UIKit keeps it.
    open override var isModalInPresentation: Bool {
        get { super.isModalInPresentation }
        set { super.isModalInPresentation = newValue }
    }

    /// The status bar style, as UIKit's default (there is no status bar headlessly).
    open override var preferredStatusBarStyle: UIStatusBarStyle { super.preferredStatusBarStyle }

    /// Whether the status bar is hidden, as UIKit's default (there is no status bar headlessly).
    open override var prefersStatusBarHidden: Bool { super.prefersStatusBarHidden }

    /// The status bar's update animation, as UIKit's default.
    open override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        super.preferredStatusBarUpdateAnimation
    }

    /// The child that decides the status bar style: none, as UIKit's default.
    open override var childForStatusBarStyle: UIViewController? { super.childForStatusBarStyle }

    /// The child that decides whether the status bar is hidden: none, as UIKit's default.
    open override var childForStatusBarHidden: UIViewController? { super.childForStatusBarHidden }

    /// Whether the home indicator hides automatically, as UIKit's default.
    open override var prefersHomeIndicatorAutoHidden: Bool { super.prefersHomeIndicatorAutoHidden }

    /// Called before the view's size changes; UIKit forwards it to the children.
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Called before the controller gains or leaves a parent container, as UIKit calls it.
    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
    }

    /// Called once the controller has gained or left a parent container, as UIKit calls it.
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
    }

    /// Renders pending changes and, when the controller is appearing or visible in a window,
    /// makes the views appear (SwiftUI renders in the host's layout, before the first frame).
    func hostingViewDidLayout() {
        if graph.needsUpdate { graph.update() }
        hostingViewCameOnScreen()
    }

    /// The hosting view entered a window outside an appearance transition (added by hand):
    /// represented controllers join as children now, and the host's own appearance reaches them.
    func hostingViewDidMoveToWindow() {
        if viewIfLoaded?.window != nil { graph.attachWaitingRepresentables() }
    }

    private func hostingViewCameOnScreen() {
        guard viewIfLoaded?.window != nil else { return }
        switch appearanceState {
        case .appearing, .visible: graph.setAppeared(true)
        case .disappearing, .hidden: break
        }
    }
}

extension UIHostingController: HostingGraphOwner {}

/// A hosting controller, whatever its content type.
@MainActor
package protocol HostingGraphOwner: AnyObject {
    var graph: ViewGraph { get }
}
