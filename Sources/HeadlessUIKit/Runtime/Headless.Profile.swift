// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// The iOS version whose observed behaviour the runtime follows for one run.
    ///
    /// Where device logs or documentation show SwiftUI or UIKit behaving differently on two iOS
    /// versions, the runtime asks the current profile (``Headless/profile``) through one named
    /// switch; everything else is the same on every profile. `Headless.reset(profile:)` picks
    /// one; `Headless.reset()` starts with ``latest``. Each switch names its source; the version
    /// table in HeadlessSwiftUI's article on container delivery lists them all.
    public struct Profile: Sendable, Hashable, CustomStringConvertible {
        /// The major iOS version, as the demo's `--ios` option spells it.
        public let version: Int

        /// Whether a `TabView`'s tabs are built (state, `body`, `onAppear`) only when first
        /// selected. `false`: every tab's views are built and appear with the tab view, as at
        /// launch on iOS 17 (swiftyplace.com "SwiftUI View Lifecycle: When onAppear Actually
        /// fires", trace 24 B; Ole Begemann's case study, trace 10, for iOS 16's state).
        public let tabsBuildLazily: Bool

        /// Whether removing a `TabView` makes each tab that was shown before, and is not the
        /// selected one, run its `onAppear` once more after the views replacing the tab view
        /// appeared (FB13103224, iOS 17 beta 8; zenn.dev/dazy "TabViewのonAppearバグに立ち向かう",
        /// iOS 18 `Tab` API; trace 24 A).
        public let tabViewTeardownFiresAppear: Bool

        /// Whether removing a `NavigationStack` that has pushed screens makes its root screen's
        /// views run `onAppear` once more (VAndrJ/awesome-apple-bugs
        /// LifeCycleIssueWhenSwitchingViewsWithNavigationStack, iOS 18.0-18.4; fatbobman.com
        /// "Traps and Countermeasures for Abnormal onAppear Calls"; trace 14).
        public let navigationStackTeardownFiresRootAppear: Bool

        /// Whether pushing onto a `NavigationStack` whose path is a hand-made
        /// `Binding(get:set:)`, to a depth of three or more, also runs `onAppear` of the screen
        /// two levels below the new top (RobertDresler/SwiftUINavigation#36; classmethod.jp
        /// "Xcode 16.3 NavigationStack onAppear issue", iOS 18.4 SDK and later; trace 12).
        public let navigationStackDeepPushFiresAppearTwoBelow: Bool

        /// Whether a `UINavigationController` that pushes, animated, in the same turn its window
        /// was first shown skips its root controller entirely (no `loadView`, no appearance):
        /// only the pushed controller appears (VAndrJ/awesome-apple-bugs
        /// LifeCyclePushedViewController: iOS 18.0-18.2; iOS 17.4 gives the root `viewWillAppear`
        /// and `viewIsAppearing`, then `viewWillDisappear`/`viewDidDisappear`; trace 11).
        public let immediatePushAtLaunchSkipsRoot: Bool

        /// Whether a lazy stack's or lazy grid's row gets `onDisappear` when it scrolls out of
        /// the visible area. iOS 16: no, only `onAppear` again when it comes back (Ole Begemann's
        /// "LazyVStack" case study, trace 10); iOS 26: yes (issue 19's device observation). iOS 17
        /// and 18 follow iOS 16: a guess, no source shows either on them.
        public let lazyStackRowsDisappearOnScrollOut: Bool

        /// iOS 17: eager tabs, the tab view's teardown appear.
        public static let iOS17 = Profile(
            version: 17, tabsBuildLazily: false, tabViewTeardownFiresAppear: true,
            navigationStackTeardownFiresRootAppear: false, navigationStackDeepPushFiresAppearTwoBelow: false,
            immediatePushAtLaunchSkipsRoot: false,
            lazyStackRowsDisappearOnScrollOut: false)

        /// iOS 18: lazy tabs and the 18.x anomalies (the tab view's and the navigation stack's
        /// teardown appears, 18.4's deep-push appear, 18.0-18.2's skipped root at launch).
        public static let iOS18 = Profile(
            version: 18, tabsBuildLazily: true, tabViewTeardownFiresAppear: true,
            navigationStackTeardownFiresRootAppear: true, navigationStackDeepPushFiresAppearTwoBelow: true,
            immediatePushAtLaunchSkipsRoot: true,
            lazyStackRowsDisappearOnScrollOut: false)

        /// iOS 26: lazy tabs; no source shows the 18.x anomalies on it, so none is played.
        public static let iOS26 = Profile(
            version: 26, tabsBuildLazily: true, tabViewTeardownFiresAppear: false,
            navigationStackTeardownFiresRootAppear: false, navigationStackDeepPushFiresAppearTwoBelow: false,
            immediatePushAtLaunchSkipsRoot: false,
            lazyStackRowsDisappearOnScrollOut: true)

        /// The latest profile with evidence: the default of every run.
        public static let latest = iOS26

        /// Every profile, oldest first.
        public static let all: [Profile] = [.iOS17, .iOS18, .iOS26]

        /// The profile of a major iOS version, if there is one.
        ///
        /// - Parameter version: The major version (17, 18 or 26).
        public init?(version: Int) {
            guard let profile = Self.all.first(where: { $0.version == version }) else { return nil }
            self = profile
        }

        private init(
            version: Int, tabsBuildLazily: Bool, tabViewTeardownFiresAppear: Bool,
            navigationStackTeardownFiresRootAppear: Bool, navigationStackDeepPushFiresAppearTwoBelow: Bool,
            immediatePushAtLaunchSkipsRoot: Bool, lazyStackRowsDisappearOnScrollOut: Bool
        ) {
            self.version = version
            self.tabsBuildLazily = tabsBuildLazily
            self.tabViewTeardownFiresAppear = tabViewTeardownFiresAppear
            self.navigationStackTeardownFiresRootAppear = navigationStackTeardownFiresRootAppear
            self.navigationStackDeepPushFiresAppearTwoBelow = navigationStackDeepPushFiresAppearTwoBelow
            self.immediatePushAtLaunchSkipsRoot = immediatePushAtLaunchSkipsRoot
            self.lazyStackRowsDisappearOnScrollOut = lazyStackRowsDisappearOnScrollOut
        }

        /// `iOS 17`.
        public var description: String { "iOS \(version)" }
    }
}
