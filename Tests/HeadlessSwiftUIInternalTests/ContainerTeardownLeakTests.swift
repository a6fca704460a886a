// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: probes the containers' coordinators, graphs and nodes (`TeardownProbe`), which
// SwiftUI does not expose, so this file runs headlessly only.
@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 31: nothing a container made outlives the window it was in, or the world. Each
    // container shows `Screen`, whose task holds a token: the token is freed only once the task
    // has ended and the graph let go of the screen.
    @Suite(.serialized) @MainActor struct ContainerTeardownLeakTests {
        /// An object only a screen's view and its task hold.
        final class Token: Sendable {}

        /// A screen with a task that runs until it is cancelled.
        struct Screen: View {
            let token: Token

            var body: some View {
                Text("Screen").task {
                    while (try? await Task.sleep(nanoseconds: 1_000_000_000)) != nil {}
                    withExtendedLifetime(token) {}
                }
            }
        }

        /// A button that presents the screen in a sheet or a full-screen cover.
        struct Presenter: View {
            let token: Token
            let cover: Bool
            @State private var isPresented = false

            var body: some View {
                if cover {
                    Button("Open") { isPresented = true }
                        .fullScreenCover(isPresented: $isPresented) { Screen(token: token) }
                } else {
                    Button("Open") { isPresented = true }
                        .sheet(isPresented: $isPresented) { Screen(token: token) }
                }
            }
        }

        enum Container: String, CaseIterable, CustomTestStringConvertible {
            case navigationStack, pushedScreen, tabView, pageTabView, sheet, fullScreenCover
            case navigationSplitView, stackInSheet

            var testDescription: String { rawValue }

            @MainActor func view(_ token: Token) -> AnyView {
                switch self {
                case .navigationStack: AnyView(NavigationStack { Screen(token: token) })
                case .pushedScreen:
                    AnyView(
                        NavigationStack {
                            NavigationLink("Open", value: 1)
                                .navigationDestination(for: Int.self) { _ in Screen(token: token) }
                        })
                case .tabView:
                    AnyView(
                        TabView {
                            Screen(token: token).tabItem { Text("A") }
                            Text("B").tabItem { Text("B") }
                        })
                case .pageTabView:
                    AnyView(
                        TabView {
                            Screen(token: token)
                            Text("B")
                        }
                        .tabViewStyle(.page))
                case .sheet: AnyView(Presenter(token: token, cover: false))
                case .fullScreenCover: AnyView(Presenter(token: token, cover: true))
                case .navigationSplitView:
                    AnyView(
                        NavigationSplitView {
                            Screen(token: token)
                        } detail: {
                            Text("Detail")
                        })
                case .stackInSheet:
                    AnyView(
                        Text("Root").sheet(isPresented: .constant(true)) {
                            NavigationStack { Screen(token: token) }
                        })
                }
            }

            /// What the user does before teardown: open what the container shows the screen in.
            @MainActor func open() throws {
                switch self {
                case .pushedScreen, .sheet, .fullScreenCover: try Headless.tap("Open")
                default: break
                }
                Driver.runUntilIdle()
            }

            /// What the probe finds with the screen shown.
            var probed: String {
                switch self {
                case .navigationStack: "3 controllers, 1 coordinators, 2 graphs"
                case .pushedScreen: "4 controllers, 1 coordinators, 3 graphs"
                case .tabView: "4 controllers, 1 coordinators, 3 graphs"
                case .pageTabView: "3 controllers, 1 coordinators, 2 graphs"
                case .sheet, .fullScreenCover: "2 controllers, 0 coordinators, 2 graphs"
                case .navigationSplitView: "6 controllers, 1 coordinators, 3 graphs"
                case .stackInSheet: "4 controllers, 1 coordinators, 3 graphs"
                }
            }
        }

        enum Teardown: String, CaseIterable, CustomTestStringConvertible {
            /// The window lets go of its root and hides, as the explorer's teardown does.
            case windowClosed
            /// The world is reset under the window.
            case worldReset

            var testDescription: String { rawValue }
        }

        @Test(
            "a container's controllers, coordinators, graphs, nodes and tasks are freed at teardown",
            arguments: Container.allCases, Teardown.allCases)
        func freedAtTeardown(_ container: Container, _ teardown: Teardown) throws {
            _ = Log.start()
            weak var token: Token?
            let probe: TeardownProbe
            var window: UIWindow?
            do {
                let shown = Token()
                token = shown
                let host = UIHostingController(rootView: container.view(shown))
                window = showInWindow(host)
                try container.open()
                probe = TeardownProbe(host)
            }
            #expect(probe.counts == container.probed)
            #expect(token != nil)
            switch teardown {
            case .windowClosed:
                window?.rootViewController = nil
                window?.isHidden = true
                window = nil
                Driver.runUntilIdle()
            case .worldReset:
                window = nil
                Headless.reset()
                // The reset cancelled the screen's task; its last step runs on the next turn.
                Driver.runUntilIdle()
            }
            #expect(probe.alive == [])
            #expect(token == nil)
        }
    }
}
