// ViewLifecycle · HeadlessSwiftUI

/// What a presentation modifier keeps: the hosting controller it presented and how it goes.
///
/// It presents once the update that asked has run (the presenter must be on screen, as UIKit
/// requires), keeps the presented content up to date, and dismisses when the binding is cleared.
/// `onDismiss` runs once per presentation, after the presented controller's `viewDidDisappear`
/// (UIKit's dismissal completion; trace 22, D4), whichever way it was dismissed. A user's swipe
/// clears the binding only when it finishes (`presentationControllerDidDismiss`).
final class PresentationBehavior: NodeBehavior {
    weak var presenter: UIViewController?
    var onDismiss: (() -> Void)?
    var clear: () -> Void = {}
    private(set) var host: UIHostingController<AnyView>?
    private var identity: AnyHashable?
    /// The latest request, kept so a presenter that comes on screen later can still present.
    private var wanted: PresentationRequest?
    private var isDismissing = false
    private lazy var delegate = PresentationDelegate(behavior: self)
    /// The presenting view's environment, which the presented content inherits (SwiftUI passes
    /// it into a sheet's or cover's content).
    private var environment = EnvironmentValues()

    /// Takes the presenting view's environment at an update and hands it to the presented graph.
    func inherit(_ environment: EnvironmentValues) {
        self.environment = environment
        host?.graph.inherit(environment)
    }

    /// Takes the latest request of an update.
    func request(_ presented: PresentationRequest?, queue: inout ActionQueue) {
        wanted = presented
        guard let host else {
            if presented != nil { queue.main.append { [weak self] in self?.presentWanted() } }
            return
        }
        guard !isDismissing else { return }
        if let presented, presented.identity == identity {
            host.rootView = wrapped(presented.view, in: host)
        } else {
            // Cleared, or replaced by another item: the old one goes first, then `onDismiss`, then
            // the new one comes (swift-navigation PR 238, matching SwiftUI). Like presenting, it
            // starts once the update has run.
            queue.main.append { [weak self] in self?.dismiss(animated: true) }
        }
    }

    override func appear(into queue: inout ActionQueue) {
        guard host == nil, wanted != nil else { return }
        queue.main.append { [weak self] in self?.presentWanted() }
    }

    override func tearDown() {
        // The presenting view left the graph: the presentation goes without animation (swift-
        // navigation PR 192); whether `onDismiss` then runs is not documented (a guess: it does).
        wanted = nil
        guard let host, !isDismissing else { return }
        let onDismiss = self.onDismiss
        host.presentingViewController?.dismiss(animated: false) { onDismiss?() }
        self.host = nil
    }

    /// The user's swipe finished: the sheet is gone, the binding is cleared, then `onDismiss`.
    func userDidDismiss() {
        wanted = nil
        host = nil
        identity = nil
        clear()
        onDismiss?()
    }

    private func presentWanted() {
        guard host == nil, !isDismissing, let wanted, let presenter, presenter.viewIfLoaded?.window != nil,
            presenter.appearanceState != .hidden
        else { return }
        let host = UIHostingController(rootView: AnyView(EmptyView()))
        host.graph.inherit(environment)
        host.rootView = wrapped(wanted.view, in: host)
        host.modalPresentationStyle = wanted.style
        host.presentationController?.delegate = delegate
        self.host = host
        identity = wanted.identity
        presenter.present(host, animated: true)
    }

    private func dismiss(animated: Bool) {
        guard let host, !isDismissing, let presenting = host.presentingViewController else { return }
        isDismissing = true
        presenting.dismiss(animated: animated) { [weak self] in self?.didDismiss() }
    }

    private func didDismiss() {
        isDismissing = false
        host = nil
        identity = nil
        onDismiss?()
        if wanted != nil { presentWanted() }
    }

    /// The content with the presentation's own values over the inherited ones: its `dismiss`
    /// closes it, and it is in no navigation stack (a sheet over a stack's screen is not pushed
    /// onto that stack, so a link inside it cannot push there).
    private func wrapped(_ view: AnyView, in host: UIHostingController<AnyView>) -> AnyView {
        AnyView(
            view
                .environment(\.navigationContextReference, nil)
                .environment(\.dismissAction, DismissAction { [weak self] in self?.clear() })
                .environment(\.presentedController, PresentedControllerReference(controller: host)))
    }

    override var dumpDescription: String? {
        host.map { "presenting \($0)" }
    }
}
