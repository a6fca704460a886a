// ViewLifecycle · LifecycleCore

/// A callback that traces name: the view-controller callbacks a ``RawCallback`` stands for, and
/// the others that logs and the headless runtime record, such as `loadView()` and a
/// representable's `makeUIViewController(context:)`.
///
/// ``functionName`` is the one table of the names: whatever prints or compares a callback's name
/// (traces, the checker's messages and rules, the renderers, the runtime's recordings) spells it
/// from here.
package enum CallbackName: Hashable, Sendable, CaseIterable {
    /// The view-controller callbacks, as ``RawCallback`` names them.
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
    /// An object's `deinit`, which ``RawCallback/teardown`` stands for.
    case deinitializer
    /// `init()`, the initializer logs of a Playground print.
    case initializer
    /// A controller's initializers, the loading of its view and its layout passes.
    case initWithNibName, initWithCoder, loadView, viewWillLayoutSubviews, viewDidLayoutSubviews
    /// Containment and size changes, which the headless runtime records.
    case willMoveToParent, didMoveToParent, viewWillTransition
    /// A representable's coordinator, made first.
    case makeCoordinator
    /// A `UIViewControllerRepresentable`'s make, update and dismantle.
    case makeUIViewController, updateUIViewController, dismantleUIViewController
    /// A `UIViewRepresentable`'s make, update and dismantle.
    case makeUIView, updateUIView, dismantleUIView
    /// An `NSViewControllerRepresentable`'s make, update and dismantle.
    case makeNSViewController, updateNSViewController, dismantleNSViewController
    /// An `NSViewRepresentable`'s make, update and dismantle.
    case makeNSView, updateNSView, dismantleNSView

    /// The callback's name in Swift's `#function` form, such as `viewWillAppear(_:)`.
    package var functionName: String {
        switch self {
        case .viewDidLoad: "viewDidLoad()"
        case .viewWillAppear: "viewWillAppear(_:)"
        case .viewIsAppearing: "viewIsAppearing(_:)"
        case .viewDidAppear: "viewDidAppear(_:)"
        case .viewWillDisappear: "viewWillDisappear(_:)"
        case .viewDidDisappear: "viewDidDisappear(_:)"
        case .deinitializer: "deinit"
        case .initializer: "init()"
        case .initWithNibName: "init(nibName:bundle:)"
        case .initWithCoder: "init(coder:)"
        case .loadView: "loadView()"
        case .viewWillLayoutSubviews: "viewWillLayoutSubviews()"
        case .viewDidLayoutSubviews: "viewDidLayoutSubviews()"
        case .willMoveToParent: "willMove(toParent:)"
        case .didMoveToParent: "didMove(toParent:)"
        case .viewWillTransition: "viewWillTransition(to:with:)"
        case .makeCoordinator: "makeCoordinator()"
        case .makeUIViewController: "makeUIViewController(context:)"
        case .updateUIViewController: "updateUIViewController(_:context:)"
        case .dismantleUIViewController: "dismantleUIViewController(_:coordinator:)"
        case .makeUIView: "makeUIView(context:)"
        case .updateUIView: "updateUIView(_:context:)"
        case .dismantleUIView: "dismantleUIView(_:coordinator:)"
        case .makeNSViewController: "makeNSViewController(context:)"
        case .updateNSViewController: "updateNSViewController(_:context:)"
        case .dismantleNSViewController: "dismantleNSViewController(_:coordinator:)"
        case .makeNSView: "makeNSView(context:)"
        case .updateNSView: "updateNSView(_:context:)"
        case .dismantleNSView: "dismantleNSView(_:coordinator:)"
        }
    }

    /// Creates the callback whose ``functionName`` is `functionName`.
    ///
    /// - Parameter functionName: A name in `#function` form.
    /// - Returns: `nil` when the table does not hold the name.
    package init?(functionName: String) {
        guard let name = CallbackName.allCases.first(where: { $0.functionName == functionName }) else {
            return nil
        }
        self = name
    }
}
