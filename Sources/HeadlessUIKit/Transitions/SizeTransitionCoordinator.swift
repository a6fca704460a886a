// ViewLifecycle · HeadlessUIKit

/// The coordinator of a window resize (a rotation, or an iPad multitasking resize): animations
/// added alongside run once the new size is in place; completions run when virtual time passes
/// the resize animation's end.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// How long the resize animates: UIKit's rotation takes about 0.4 s (a guess; no log gives it).
    static let duration: TimeInterval = 0.4

    private enum Phase {
        /// Controllers are being told; the new size is not in place yet.
        case announcing
        /// The new size is in place; the animation runs.
        case animating
        /// The animation has ended.
        case ended
    }

    private var phase = Phase.announcing
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private weak var window: UIWindow?

    /// Creates the coordinator of a resize of `window`'s contents.
    init(window: UIWindow?) {
        self.window = window
    }

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { Self.duration }
    var percentComplete: CGFloat { phase == .ended ? 1 : 0 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        window?.rootViewController
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        window?.rootViewController?.viewIfLoaded
    }

    var containerView: UIView { window ?? UIView(frame: HeadlessWorld.screenBounds) }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .announcing: if let animation { alongside.append(animation) }
        case .animating: animation?(self)
        case .ended: return false
        }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    /// The new size is in place: the animations added so far run.
    func beginAnimating() {
        guard phase == .announcing else { return }
        phase = .animating
        let animations = alongside
        alongside.removeAll()
        for animation in animations { animation(self) }
    }

    /// The animation has ended: the completions run, in the order they were added.
    func end() {
        guard phase != .ended else { return }
        beginAnimating()
        phase = .ended
        let finished = completions
        completions.removeAll()
        for completion in finished { completion(self) }
    }
}
