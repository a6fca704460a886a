// ViewLifecycle · HeadlessPlaygroundSupport

import HeadlessSwiftUI

/// A page in a playground: where its live view is shown.
///
/// Headlessly a page has one window. Every call that changes the live view hosts it in that
/// window and runs the run loop until idle before returning, so a script sees the whole
/// lifecycle (load, appearance, layout, and on removal disappearance and deinit) synchronously,
/// one call at a time.
@MainActor @preconcurrency
public final class PlaygroundPage {
    /// The instance that represents the current page of the playground.
    ///
    /// One per headless world: `Headless.reset()` starts a fresh page.
    public static var current: PlaygroundPage {
        HeadlessWorld.shared.part(PlaygroundPageState.self).page
    }

    private var window: UIWindow?
    private var storedLiveView: (any PlaygroundLiveViewable)?

    /// Whether the playground keeps running after the end of its top-level code.
    ///
    /// Recorded only: a headless script returns when its code ends, and the run loop runs when
    /// the driver or a live-view change asks.
    public var needsIndefiniteExecution = false

    init() {}

    /// The live view shown in the page's window, or `nil`.
    ///
    /// Setting a view or controller shows it as the window's root and runs until idle; setting
    /// `nil` takes the current one off screen (its disappearance callbacks) and lets it go, so it
    /// deinitializes before the setter returns unless something else holds it.
    public var liveView: (any PlaygroundLiveViewable)? {
        get { storedLiveView }
        set {
            storedLiveView = newValue
            show(newValue.map(Self.controller(for:)))
        }
    }

    /// Shows a SwiftUI view as the live view, in a `UIHostingController`, as the Playground's
    /// SwiftUI overlay does.
    ///
    /// - Parameter newLiveView: The view to show.
    public func setLiveView<LiveView: View>(_ newLiveView: LiveView) {
        liveView = UIHostingController(rootView: newLiveView)
    }

    /// Shows a view controller as the live view (the same as assigning it to `liveView`).
    ///
    /// - Parameter newLiveView: The controller to show.
    public func setLiveView(_ newLiveView: UIViewController) {
        liveView = newLiveView
    }

    /// Stops the playground: the live view is removed (and deinitializes), pending work runs, and
    /// the process exits with status 0, as a playground's execution ends.
    public func finishExecution() -> Never {
        liveView = nil
        Headless.runUntilIdle()
        exit(0)
    }

    private func show(_ controller: UIViewController?) {
        if let window {
            window.rootViewController = controller
        } else if let controller {
            let window = UIWindow(frame: HeadlessWorld.screenBounds)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            self.window = window
        }
        Headless.runUntilIdle()
    }

    private static func controller(for liveView: any PlaygroundLiveViewable) -> UIViewController {
        switch liveView.playgroundLiveViewRepresentation {
        case .viewController(let controller):
            return controller
        case .view(let view):
            let controller = UIViewController()
            controller.view = view
            return controller
        }
    }
}
