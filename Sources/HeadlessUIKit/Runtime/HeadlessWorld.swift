// ViewLifecycle · HeadlessUIKit

import LifecycleCore
import LifecycleTrace

/// The single owner of the headless runtime's mutable state: clock, run-loop work, windows, the
/// console, and the parts sibling runtime modules keep here.
///
/// Everything global lives here so `Headless.reset()` can replace it in one assignment. Its
/// members that a sibling module drives (the run loop, the clock, trace recording, the console,
/// suppression of view-driven appearance) are `package`: shared within the runtime, never public.
@MainActor
package final class HeadlessWorld {
    // Exclusivity is unchecked on this, on the run-loop state below, and on the hot state of
    // RunLoopQueue, TraceStore, UIView and UIViewController: each is touched on every push and
    // pop, on the main actor or under a lock, and no access stays open while app code runs, so
    // none can overlap another. Checked, they cost `lifecycle-bench uikit` 26% more instructions
    // (167.5 M against 132.4 M for 2,000 cycles under callgrind) and about 15% more time
    // (13.4-15.2 µs against 11.0-13.2 µs a cycle, five runs alternating).

    /// The world every API call acts on; replaced by `reset()`.
    @exclusivity(unchecked) package static var shared = HeadlessWorld()

    /// Virtual seconds since the world began.
    @exclusivity(unchecked) package internal(set) var now: TimeInterval = 0
    /// Work at virtual times (animation ends, sleeping tasks' wake-ups), ordered by time then
    /// submission.
    @exclusivity(unchecked) var timeline: [TimedWork] = []
    /// Increases with each timed submission so equal times keep their order.
    @exclusivity(unchecked) var timelineSequence = 0
    /// Windows that were made visible; the world keeps them alive as a scene would.
    var windows: [UIWindow] = []
    /// Every lifecycle callback made so far; shared by all worlds so a late `deinit` still lands.
    nonisolated static let traceStore = TraceStore()
    /// Whether the app is active, inactive or in the background.
    package internal(set) var applicationState: UIApplication.State = .active
    /// Views that asked for a layout pass during the current turn.
    @exclusivity(unchecked) var viewsNeedingLayout: [UIView] = []
    /// Whether a layout pass is already queued for the next turn.
    @exclusivity(unchecked) var layoutPassScheduled = false
    /// Depth of runtime-driven operations during which view moves must not send appearance calls.
    @exclusivity(unchecked) var suppressViewDrivenAppearance = 0
    /// The app object of this world.
    lazy var application = UIApplication()
    /// The world's one window scene, which every window belongs to.
    lazy var windowScene = UIWindowScene()
    /// Unanimated transitions whose `did` half must come before the next layout pass.
    @exclusivity(unchecked) var transitionsEndingBeforeLayout: [TransitionRunner] = []
    /// The interactive transitions that have begun and not yet completed.
    @exclusivity(unchecked) var activeTransitions: [TransitionRunner] = []
    /// Where UIKit's and SwiftUI's runtime warnings go.
    package let console = HeadlessConsole()
    /// The iOS version whose observed behaviour this world follows.
    package var profile = Headless.Profile.latest
    /// The state sibling modules keep in this world, by the part's type.
    private var parts: [ObjectIdentifier: any HeadlessWorldPart] = [:]
    /// The order parts were made in, so they are torn down newest first.
    private var partOrder: [ObjectIdentifier] = []

    package init() {
        _ = ConcurrencyRuntime.installMainExecutor
    }

    /// The world's part of type `Part`, made on first use.
    ///
    /// - Parameter type: The part's type.
    /// - Returns: This world's one instance of it.
    package func part<Part: HeadlessWorldPart>(_ type: Part.Type) -> Part {
        let key = ObjectIdentifier(type)
        if let existing = parts[key] as? Part { return existing }
        let made = Part()
        parts[key] = made
        partOrder.append(key)
        return made
    }

    /// Tears down every part, newest first, and forgets them.
    func tearDownParts() {
        for key in partOrder.reversed() { parts[key]?.tearDown() }
        parts.removeAll()
        partOrder.removeAll()
    }

    /// One unit of work scheduled for a virtual time.
    struct TimedWork {
        var time: TimeInterval
        var sequence: Int
        /// Whether this wakes a sleeping task rather than ending an animation.
        var wakesTask: Bool
        var work: () -> Void
    }

    /// Records one callback the runtime is about to make on `object`.
    ///
    /// - Parameters:
    ///   - object: The object receiving the callback.
    ///   - callback: The callback, recorded in `#function` form from the table of names.
    ///   - animated: The callback's `animated` argument, if it has one.
    package func record(_ object: AnyObject, _ callback: CallbackName, animated: Bool? = nil) {
        HeadlessWorld.traceStore.append(object, callback: callback.functionName, animated: animated)
    }

    /// Records a callback on `object` from any context (used by `deinit`, which is nonisolated).
    nonisolated package static func record(_ object: AnyObject, callback: CallbackName) {
        traceStore.append(object, callback: callback.functionName, animated: nil)
    }

    /// The object's address in the console's `0x…` form.
    nonisolated package static func address(of object: AnyObject) -> String {
        let bits = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        return "0x" + String(bits, radix: 16)
    }

    /// The console form `<Module.Type: 0xADDRESS>` shared by controllers and views.
    nonisolated package static func describe(_ object: AnyObject) -> String {
        "<\(String(reflecting: type(of: object))): \(address(of: object))>"
    }
}
