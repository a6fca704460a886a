// ViewLifecycle · HeadlessSwiftUI

/// A `UIViewRepresentable` as the adaptor drives it: its view goes into the hosting view.
struct ViewRepresentation<Representable: UIViewRepresentable>: PlatformRepresentation {
    typealias Coordinator = Representable.Coordinator
    typealias Context = Representable.Context
    typealias Platform = Representable.UIViewType

    static var waitsForWindow: Bool { false }

    static func makeCoordinator(_ representable: Representable) -> Coordinator {
        representable.makeCoordinator()
    }

    static func make(_ representable: Representable, context: Context) -> Platform {
        representable.makeUIView(context: context)
    }

    static func update(_ representable: Representable, _ view: Platform, context: Context) {
        representable.updateUIView(view, context: context)
    }

    static func dismantle(_ platform: Platform, coordinator: Coordinator) {
        Representable.dismantleUIView(platform, coordinator: coordinator)
    }

    static func attach(_ platform: Platform, to host: UIViewController) {
        guard platform.superview == nil else { return }
        host.view.addSubview(platform)
    }

    static func detach(_ platform: Platform) {
        platform.removeFromSuperview()
    }
}
