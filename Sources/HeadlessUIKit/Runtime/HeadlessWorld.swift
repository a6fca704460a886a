// ViewLifecycle · HeadlessUIKit

import LifecycleTrace

/// The single owner of the headless runtime's mutable state: clock, run-loop work, windows and trace.
///
/// Everything global lives here so `Headless.reset()` can replace it in one assignment.
@MainActor
final class HeadlessWorld {
    /// The world every API call acts on; replaced by `reset()`.
    static var shared = HeadlessWorld()

    /// Virtual seconds since the world began.
    var now: TimeInterval = 0
    /// Work for the next run-loop turn, in submission order.
    var pendingTurn: [() -> Void] = []
    /// Work at virtual times (animation ends), ordered by time then submission.
    var timeline: [TimedWork] = []
    /// Increases with each timed submission so equal times keep their order.
    var timelineSequence = 0
    /// Windows that were made visible; the world keeps them alive as a scene would.
    var windows: [UIWindow] = []
    /// Every lifecycle callback made so far; shared by all worlds so a late `deinit` still lands.
    nonisolated static let traceStore = TraceStore()
    /// Whether the app is active, inactive or in the background.
    var applicationState: UIApplication.State = .active
    /// Views that asked for a layout pass during the current turn.
    var viewsNeedingLayout: [UIView] = []
    /// Whether a layout pass is already queued for the next turn.
    var layoutPassScheduled = false
    /// Depth of runtime-driven operations during which view moves must not send appearance calls.
    var suppressViewDrivenAppearance = 0
    /// Controllers whose appearance method the runtime is calling right now (for misuse warnings).
    var dispatching: Set<ObjectIdentifier> = []
    /// The app object of this world.
    lazy var application = UIApplication()
    /// The interactive transitions that have begun and not yet completed.
    var activeTransitions: [TransitionRunner] = []

    /// One unit of work scheduled for a virtual time.
    struct TimedWork {
        var time: TimeInterval
        var sequence: Int
        var work: () -> Void
    }

    /// Records one callback the runtime is about to make on `object`.
    func record(_ object: AnyObject, _ callback: String, animated: Bool? = nil) {
        let address = HeadlessWorld.address(of: object)
        let typeName = String(reflecting: type(of: object))
        record(address: address, typeName: typeName, callback: callback, animated: animated)
    }

    /// Records a callback from its already-printed parts (used by `deinit`, which is nonisolated).
    nonisolated static func record(address: String, typeName: String, callback: String, animated: Bool?) {
        traceStore.append(address: address, typeName: typeName, callback: callback, animated: animated)
    }

    /// Records a callback from its already-printed parts.
    func record(address: String, typeName: String, callback: String, animated: Bool?) {
        HeadlessWorld.record(address: address, typeName: typeName, callback: callback, animated: animated)
    }

    /// The object's address in the console's `0x…` form.
    nonisolated static func address(of object: AnyObject) -> String {
        let bits = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        return "0x" + String(bits, radix: 16)
    }

    /// The console form `<Module.Type: 0xADDRESS>` shared by controllers and views.
    nonisolated static func describe(_ object: AnyObject) -> String {
        "<\(String(reflecting: type(of: object))): \(address(of: object))>"
    }
}
