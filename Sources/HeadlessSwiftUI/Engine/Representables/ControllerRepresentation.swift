// ViewLifecycle · HeadlessSwiftUI

/// A `UIViewControllerRepresentable` as the adaptor drives it.
///
/// The controller's view loads right after `makeUIViewController(context:)`, before the first
/// `updateUIViewController(_:context:)`, as seed 000's Playground log shows (`init`, `loadView`,
/// `viewDidLoad`, then `update`). It joins the hosting controller with UIKit's containment calls.
struct ControllerRepresentation<Representable: UIViewControllerRepresentable>: PlatformRepresentation {
    typealias Coordinator = Representable.Coordinator
    typealias Context = Representable.Context
    typealias Platform = Representable.UIViewControllerType

    static var waitsForWindow: Bool { true }

    static func makeCoordinator(_ representable: Representable) -> Coordinator {
        representable.makeCoordinator()
    }

    static func make(_ representable: Representable, context: Context) -> Platform {
        let controller = representable.makeUIViewController(context: context)
        controller.loadViewIfNeeded()
        return controller
    }

    static func update(_ representable: Representable, _ controller: Platform, context: Context) {
        representable.updateUIViewController(controller, context: context)
    }

    static func dismantle(_ platform: Platform, coordinator: Coordinator) {
        Representable.dismantleUIViewController(platform, coordinator: coordinator)
    }

    /// UIKit's containment sequence: `addChild` (which sends `willMove(toParent:)`), the view
    /// into the parent's view (appearance callbacks if the parent is on screen), `didMove`.
    static func attach(_ platform: Platform, to host: UIViewController) {
        guard platform.parent !== host else { return }
        host.addChild(platform)
        host.view.addSubview(platform.view)
        platform.didMove(toParent: host)
    }

    /// UIKit's removal sequence: `willMove(toParent: nil)`, the view out (disappearance if it was
    /// on screen), `removeFromParent()` (which sends `didMove(toParent: nil)`).
    static func detach(_ platform: Platform) {
        guard platform.parent != nil else {
            platform.viewIfLoaded?.removeFromSuperview()
            return
        }
        platform.willMove(toParent: nil)
        platform.viewIfLoaded?.removeFromSuperview()
        platform.removeFromParent()
    }
}
