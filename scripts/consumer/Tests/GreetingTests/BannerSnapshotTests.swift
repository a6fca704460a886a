// The inline snapshot of HeadlessTesting's article "Testing SwiftUI screens with HeadlessTesting"
// (its "Snapshots" section), as printed there: an app's test with swift-snapshot-testing's inline
// assertions, which the package's own tests leave to this app (they bring swift-syntax).
import HeadlessSnapshotTesting
import InlineSnapshotTesting
import Testing
import ViewLifecycle

struct BannerScreen: View {
    @State private var showsBanner = true

    var body: some View {
        VStack {
            if showsBanner {
                Text("New version").onDidAppear {}
            }
            Button("Dismiss") { showsBanner = false }
        }
    }
}

@Suite(.headless) @MainActor struct BannerSnapshotTests {
    @Test func dismissingEndsTheBanner() {
        assertInlineSnapshot(
            of: LifecycleSession(
                BannerScreen(), steps: ["dismiss": { try Headless.tap("Dismiss") }]),
            as: .lifecycle
        ) {
            """
            show
              UIHostingController<BannerScreen> 1 init(nibName:bundle:)
              UIHostingController<BannerScreen> 1 loadView()
              LifecycleBridgeController 1 init(nibName:bundle:)
              LifecycleBridgeController 1 loadView()
              LifecycleBridgeController 1 viewDidLoad()
              view 1 load
              UIHostingController<BannerScreen> 1 viewDidLoad()
              UIHostingController<BannerScreen> 1 viewWillAppear(_:)
              LifecycleBridgeController 1 willMove(toParent:)
              LifecycleBridgeController 1 viewWillAppear(_:)
              view 1 willAppear(animated: false)
              UIHostingController<BannerScreen> 1 viewIsAppearing(_:)
              LifecycleBridgeController 1 viewIsAppearing(_:)
              view 1 isAppearing(animated: false)
              UIHostingController<BannerScreen> 1 viewWillLayoutSubviews()
              UIHostingController<BannerScreen> 1 viewDidLayoutSubviews()
              LifecycleBridgeController 1 viewWillLayoutSubviews()
              LifecycleBridgeController 1 viewDidLayoutSubviews()
              UIHostingController<BannerScreen> 1 viewDidAppear(_:)
              LifecycleBridgeController 1 viewDidAppear(_:)
              view 1 didAppear(animated: false)
            dismiss
              view 1 willDisappear(animated: false)
              view 1 didDisappear(animated: false)
              view 1 ended
              LifecycleBridgeController 1 viewWillDisappear(_:)
              LifecycleBridgeController 1 viewDidDisappear(_:)
              LifecycleBridgeController 1 didMove(toParent:)
              LifecycleBridgeController 1 deinit
            close
              UIHostingController<BannerScreen> 1 viewWillDisappear(_:)
              UIHostingController<BannerScreen> 1 viewDidDisappear(_:)
              UIHostingController<BannerScreen> 1 deinit

            """
        }
    }
}
