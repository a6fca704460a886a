// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit

/// A controller that prints each lifecycle override into the shared `Log`, as device apps print
/// from their overrides, and notes why it was appearing or disappearing in each callback.
class LoggingViewController: UIViewController {
    /// The name that starts each of its log lines.
    let name: String
    /// The `isMoving…`/`isBeing…` flags seen inside each callback, by callback name.
    private(set) var motion: [String: Motion] = [:]

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used: these tests create controllers in code")
    }

    private func log(_ callback: String, _ kind: Log.Kind, animated: Bool? = nil) {
        Log.shared.append("\(name) \(callback)", kind: kind, animated: animated)
        motion[callback] = Motion(of: self)
    }

    override func loadView() {
        log("loadView()", .load)
        super.loadView()
    }

    override func viewDidLoad() {
        log("viewDidLoad()", .load)
        super.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        log("viewWillAppear(_:)", .appearance, animated: animated)
        super.viewWillAppear(animated)
    }

    override func viewIsAppearing(_ animated: Bool) {
        log("viewIsAppearing(_:)", .appearance, animated: animated)
        super.viewIsAppearing(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        log("viewDidAppear(_:)", .appearance, animated: animated)
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        log("viewWillDisappear(_:)", .appearance, animated: animated)
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        log("viewDidDisappear(_:)", .appearance, animated: animated)
        super.viewDidDisappear(animated)
    }

    override func viewWillLayoutSubviews() {
        log("viewWillLayoutSubviews()", .layout)
        super.viewWillLayoutSubviews()
    }

    override func viewDidLayoutSubviews() {
        log("viewDidLayoutSubviews()", .layout)
        super.viewDidLayoutSubviews()
    }

    override func willMove(toParent parent: UIViewController?) {
        log("willMove(toParent:)", .containment)
        super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        log("didMove(toParent:)", .containment)
        super.didMove(toParent: parent)
    }

    deinit {
        // Released by the runtime on the main thread, where the log lives.
        let name = self.name
        MainActor.assumeIsolated { Log.shared.appendDeinit(name) }
    }
}

/// Why a controller was appearing or disappearing, as its four documented flags read.
struct Motion: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let movingToParent = Motion(rawValue: 1 << 0)
    static let movingFromParent = Motion(rawValue: 1 << 1)
    static let beingPresented = Motion(rawValue: 1 << 2)
    static let beingDismissed = Motion(rawValue: 1 << 3)

    init(rawValue: Int) { self.rawValue = rawValue }

    @MainActor init(of controller: UIViewController) {
        var motion: Motion = []
        if controller.isMovingToParent { motion.insert(.movingToParent) }
        if controller.isMovingFromParent { motion.insert(.movingFromParent) }
        if controller.isBeingPresented { motion.insert(.beingPresented) }
        if controller.isBeingDismissed { motion.insert(.beingDismissed) }
        self = motion
    }
}

/// A container that forwards appearance to its children by hand.
final class ManualContainerViewController: LoggingViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A weak reference, to see whether anything still holds an object.
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T?) { self.value = value }
}
