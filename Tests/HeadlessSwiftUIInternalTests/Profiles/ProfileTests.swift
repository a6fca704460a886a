// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19 item 6: one iOS version's behaviour per run, each difference a named switch of
    // `Headless.Profile` with its source (the version table, HeadlessSwiftUI.docc/ContainerDelivery.md).
    @Suite(.serialized) @MainActor struct ProfileTests {
        @Test("a reset follows the latest profile; reset(profile:) picks one until the next reset")
        func pickingProfiles() {
            _ = Log.start()
            #expect(Headless.profile == .iOS26)
            #expect(Headless.Profile.latest == .iOS26)
            Headless.reset(profile: .iOS17)
            #expect(Headless.profile == .iOS17)
            #expect(Headless.profile.description == "iOS 17")
            Headless.reset()
            #expect(Headless.profile == .iOS26)
            #expect(Headless.Profile(version: 18) == .iOS18)
            #expect(Headless.Profile(version: 19) == nil)
            #expect(Headless.Profile.all.map(\.version) == [17, 18, 26])
        }

        // https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear (trace 24 B): on
        // iOS 17 the second tab's onAppear ran at launch; on iOS 18 only when first selected.
        @Test("tabs are eager on iOS 17: every tab's body and onAppear at launch", arguments: [17, 18, 26])
        func eagerTabs(version: Int) throws {
            let log = Log.start()
            Headless.reset(profile: try #require(Headless.Profile(version: version)))
            _ = showInWindow(UIHostingController(rootView: ProfileTabs()))
            if version == 17 {
                #expect(log.take() == ["Home body", "Home onAppear", "MyPage body", "MyPage onAppear"])
            } else {
                #expect(log.take() == ["Home body", "Home onAppear"])
            }
            Triggers.shared.tap("select mypage")
            Driver.runUntilIdle()
            // iOS 17: MyPage's views already appeared, so the switch only makes Home's disappear
            // (whether a device repeats MyPage's onAppear here is not recorded: guess).
            if version == 17 {
                #expect(log.take() == ["Home onDisappear"])
            } else {
                #expect(log.take() == ["MyPage body", "MyPage onAppear", "Home onDisappear"])
            }
        }

        // https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear (trace 24 B): the
        // second tab's onAppear (a data fetch) ran at launch on iOS 17, wherever in the tab it
        // sat: here inside a NavigationStack, whose screen appears with its tab.
        @Test("iOS 17's eager tab appears through a navigation stack inside it")
        func eagerTabWithStack() throws {
            let log = Log.start()
            Headless.reset(profile: .iOS17)
            _ = showInWindow(UIHostingController(rootView: StackTabs()))
            #expect(log.take() == ["Home body", "Home onAppear", "Feed body", "Feed onAppear"])
            #expect(Headless.tapTab("Feed"))
            Driver.runUntilIdle()
            #expect(log.take() == ["Home onDisappear"])
            #expect(Headless.tapTab("Home"))
            Driver.runUntilIdle()
            #expect(log.take() == ["Home onAppear", "Feed onDisappear"])
        }

        // https://github.com/feedback-assistant/reports/issues/417 (FB13103224, iOS 17 beta 8)
        // and https://zenn.dev/dazy/articles/e484c87ca2f59d (iOS 18 Tab API): after Home, then
        // MyPage, a log-out prints "LogIn" then a stray "Home" (trace 24 A).
        @Test(
            "removing a tab view replays the unselected tabs' onAppear on 17 and 18", arguments: [17, 18, 26])
        func tabViewTeardown(version: Int) throws {
            let log = Log.start()
            Headless.reset(profile: try #require(Headless.Profile(version: version)))
            _ = showInWindow(UIHostingController(rootView: LoginTabsApp()))
            Triggers.shared.tap("log in")
            Driver.runUntilIdle()
            Triggers.shared.tap("select mypage")
            Driver.runUntilIdle()
            _ = log.take()
            Triggers.shared.tap("log out")
            Driver.runUntilIdle()
            // The removed tab view's views disappear as its representable is dismantled, before
            // the new view's onAppear (the runtime's removal order); the stray appear comes last.
            let stray = version == 26 ? [] : ["Home onAppear"]
            #expect(log.take() == ["LogIn body", "MyPage onDisappear", "LogIn onAppear"] + stray)
        }

        // https://fatbobman.com/en/posts/traps-and-countermeasures-for-abnormal-onappear-calls-in-swiftui
        // and VAndrJ/awesome-apple-bugs LifeCycleIssueWhenSwitchingViewsWithNavigationStack
        // (iOS 18.0-18.4): the root's onAppear inside the stack runs again at the log-out, the
        // one outside the stack does not (trace 14).
        @Test(
            "removing a stack with a pushed screen replays its root's onAppear on iOS 18",
            arguments: [17, 18, 26])
        func navigationStackTeardown(version: Int) throws {
            let log = Log.start()
            Headless.reset(profile: try #require(Headless.Profile(version: version)))
            _ = showInWindow(UIHostingController(rootView: LoginStackApp()))
            Triggers.shared.tap("log in")
            Driver.runUntilIdle()
            #expect(Headless.tapNavigationLink("Next Level"))
            Driver.runUntilIdle()
            _ = log.take()
            Triggers.shared.tap("log out")
            Driver.runUntilIdle()
            let stray = version == 18 ? ["Root onAppear"] : []
            #expect(log.take() == ["LogIn body", "Next onDisappear", "LogIn onAppear"] + stray)
        }

        // https://github.com/RobertDresler/SwiftUINavigation/issues/36 (log) and
        // https://dev.classmethod.jp/en/articles/xcode-16-3-navigationstack-onappear-issue (a
        // hand-made path binding; iOS 18.4 SDK on): D's push also printed "B onAppear", E's
        // "C onAppear"; a direct binding behaves (trace 12).
        @Test(
            "a deep push through a hand-made path binding replays onAppear two below on iOS 18",
            arguments: [17, 18, 26])
        func deepPush(version: Int) throws {
            for handMade in [true, false] {
                let log = Log.start()
                Headless.reset(profile: try #require(Headless.Profile(version: version)))
                _ = showInWindow(UIHostingController(rootView: DeepPushApp(handMade: handMade)))
                var appeared: [String] = []
                for _ in 0..<4 {
                    Triggers.shared.tap("push")
                    Driver.runUntilIdle()
                }
                appeared = log.take().filter { $0.hasSuffix("onAppear") }
                let anomalous = version == 18 && handMade
                #expect(
                    appeared
                        == (anomalous
                            ? [
                                "A onAppear", "B onAppear", "C onAppear", "D onAppear", "B onAppear",
                                "E onAppear",
                                "C onAppear",
                            ]
                            : ["A onAppear", "B onAppear", "C onAppear", "D onAppear", "E onAppear"]),
                    "hand-made: \(handMade)")
            }
        }
    }
}
