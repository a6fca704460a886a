// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: an App launched as a device launches it. The delegate's order is Apple's ("About
    // the App Launch Sequence": willFinishLaunching, then didFinishLaunching, while inactive);
    // where App.init, the root's onAppear and the move to active fall around it is a guess
    // (ContainerDelivery.md, "Orders no source settles"), as is the root's onChange running
    // before the scene's (the scene's modifier wraps the window's root view).
    @Suite(.serialized) @MainActor struct AppLaunchTests {
        @Test("a launch inits the app, makes the delegate, launches it, shows the window, then goes active")
        func launchOrder() {
            let log = Log.start()
            let window = Headless.launch(LaunchedApp.self)
            #expect(
                log.take() == [
                    "App init",
                    "AppDelegate init",
                    "willFinishLaunching inactive",
                    "didFinishLaunching inactive",
                    "App body inactive",
                    "root onAppear",
                    "App body active",
                    "root inactive -> active",
                    "scene inactive -> active",
                ])
            #expect(window.isKeyWindow)
            #expect(UIApplication.shared.delegate is LaunchDelegate)
            #expect(UIApplication.shared.applicationState == .active)
            #expect(
                Headless.screen() == """
                    Text "Phase active"

                    """)
        }

        @Test("scene phases follow the app to the background and back, in the app and in its views")
        func scenePhases() {
            let log = Log.start()
            Headless.launch(LaunchedApp.self)
            _ = log.take()
            Headless.enterBackground()
            Headless.runUntilIdle()
            #expect(
                log.take() == [
                    "App body inactive",
                    "root active -> inactive",
                    "scene active -> inactive",
                    "App body background",
                    "root inactive -> background",
                    "scene inactive -> background",
                ])
            Headless.enterForeground()
            Headless.runUntilIdle()
            #expect(
                log.take() == [
                    "App body inactive",
                    "root background -> inactive",
                    "scene background -> inactive",
                    "App body active",
                    "root inactive -> active",
                    "scene inactive -> active",
                ])
        }

        @Test("main() launches the app and leaves it idle and active")
        func main() {
            let log = Log.start()
            LaunchedApp.main()
            #expect(log.take().first == "App init")
            #expect(
                Headless.screen() == """
                    Text "Phase active"

                    """)
        }

        @Test("a data window group opened at launch has no value, or its default value")
        func dataWindowGroups() {
            _ = Log.start()
            Headless.launch(OptionalDataApp.self)
            #expect(
                Headless.screen() == """
                    Text "No number"

                    """)
            _ = Log.start()
            Headless.launch(DefaultDataApp.self)
            #expect(
                Headless.screen() == """
                    Text "Number 7"

                    """)
        }
    }
}
