// ViewLifecycle · HeadlessSwiftUI

/// What the one representable adaptor needs to know of a kind of representable: how to make,
/// update and dismantle its platform object, and how that object joins and leaves its host.
///
/// `UIViewControllerRepresentable` and `UIViewRepresentable` each have one conformance, so the
/// ordering rules (coordinator first, `make`, `update` at once, `dismantle` then release) live in
/// ``RepresentableBehavior`` alone.
@MainActor
protocol PlatformRepresentation {
    associatedtype Representable: View
    associatedtype Coordinator
    associatedtype Platform: AnyObject
    /// The context the representable's `make…` and `update…` receive.
    associatedtype Context: RepresentableCallContext where Context.Coordinator == Coordinator

    static func makeCoordinator(_ representable: Representable) -> Coordinator
    static func make(_ representable: Representable, context: Context) -> Platform
    static func update(_ representable: Representable, _ platform: Platform, context: Context)
    static func dismantle(_ platform: Platform, coordinator: Coordinator)
    /// Puts the platform object into the hosting controller (which is in a window, or about to be).
    static func attach(_ platform: Platform, to host: UIViewController)
    /// Takes the platform object out of the hosting controller.
    static func detach(_ platform: Platform)
    /// Whether the platform object joins its host only once the hosting view is in a window.
    static var waitsForWindow: Bool { get }
}
