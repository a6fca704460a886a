// ViewLifecycle · LifecycleTrace

/// A rule of UIKit's documented callback order that ``TraceChecker`` checks.
public enum TraceRule: String, Codable, Sendable, Hashable, CaseIterable {
    /// A `viewDidAppear`/`viewDidDisappear` not preceded by its `will` in this transition.
    case didWithoutWill = "did-without-will"
    /// `viewDidAppear` right after `viewDidDisappear`, with no `viewWillAppear` between.
    case didAppearAfterDidDisappear = "did-appear-after-did-disappear"
    /// An appearance callback before `viewDidLoad`.
    case appearanceBeforeLoad = "appearance-before-load"
    /// `viewDidLoad` after appearance callbacks.
    case lateViewDidLoad = "late-view-did-load"
    /// A second `viewDidLoad`.
    case viewDidLoadTwice = "view-did-load-twice"
    /// A second `viewIsAppearing` in one appearance, before its `viewDidAppear`.
    case isAppearingTwice = "is-appearing-twice"
    /// A callback after the object's `deinit`.
    case callbackAfterDeinit = "callback-after-deinit"
    /// `deinit` between `viewWillAppear`/`viewDidAppear` and `viewDidDisappear`.
    case deinitWhileAppeared = "deinit-while-appeared"
    /// A `make…` call that no newly initialised object after it can be paired with.
    case unpairedMake = "unpaired-make"
    /// A transition reversed before its `did` (legal in UIKit: a note).
    case cancelledTransition = "cancelled-transition"
    /// More than one controller made by `makeUIViewController(context:)` (a note).
    case multipleControllers = "multiple-controllers"

    /// Whether the rule marks a breach of UIKit's documented order or only a note.
    public var severity: TraceFinding.Severity {
        switch self {
        case .cancelledTransition, .multipleControllers: return .note
        default: return .breach
        }
    }

    /// The rule's position among all rules, which packs per-rule counters into one word.
    var ordinal: Int {
        switch self {
        case .didWithoutWill: return 0
        case .didAppearAfterDidDisappear: return 1
        case .appearanceBeforeLoad: return 2
        case .lateViewDidLoad: return 3
        case .viewDidLoadTwice: return 4
        case .callbackAfterDeinit: return 5
        case .deinitWhileAppeared: return 6
        case .unpairedMake: return 7
        case .cancelledTransition: return 8
        case .multipleControllers: return 9
        case .isAppearingTwice: return 10
        }
    }
}
