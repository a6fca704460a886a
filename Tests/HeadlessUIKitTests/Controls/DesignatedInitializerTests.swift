// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIRefreshControl.h and UISearchController.h (iOS 17.4 SDK): `init()` and
// `init(nibName:bundle:)` are designated, so app subclasses override them.
@Suite(.serialized, .headlessWorld) @MainActor struct DesignatedInitializerTests {
    final class BrandedRefreshControl: UIRefreshControl {
        override init() {
            super.init()
            tintColor = .red
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class InlineSearchController: UISearchController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            obscuresBackgroundDuringPresentation = false
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test("subclasses overriding the designated initializers are made and keep their settings")
    func overrides() {
        #expect(BrandedRefreshControl().tintColor == .red)
        #expect(!BrandedRefreshControl().isRefreshing)
        let search = InlineSearchController(nibName: nil, bundle: nil)
        #expect(search.searchResultsController == nil)
        #expect(!search.obscuresBackgroundDuringPresentation)
    }
}
