// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A view whose properties invalidate it, logging the invalidations.
private final class BadgeView: UIView {
    @UIView.Invalidating(.intrinsicContentSize) var count = 0
    @UIView.Invalidating(.intrinsicContentSize, .layout) var title = ""

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        Log.shared.append("intrinsic size")
    }

    override func setNeedsLayout() {
        super.setNeedsLayout()
        Log.shared.append("layout")
    }
}

/// A controller whose label is made in viewDidLoad.
private final class LabelScreen: UIViewController {
    @UIViewController.ViewLoading var label: UILabel

    override func viewDidLoad() {
        super.viewDidLoad()
        Log.shared.append("viewDidLoad")
        label = UILabel()
    }
}

// Source: UIKit's Swift interface (iOS 17.4 SDK): UIView.Invalidating invalidates on a changed value;
// UIViewController.ViewLoading loads the view before reading.
@Suite(.serialized, .headlessWorld) @MainActor struct UIViewInvalidatingTests {
    @Test("a changed value invalidates, in the order given; setting the same value does not")
    func invalidating() {
        let log = Log.start()
        let view = BadgeView()
        _ = log.take()
        view.count = 1
        view.count = 1
        view.title = "New"
        #expect(log.take() == ["intrinsic size", "intrinsic size", "layout"])
        #expect(view.count == 1 && view.title == "New")
    }

    @Test("reading a ViewLoading property loads the view first")
    func viewLoading() {
        let log = Log.start()
        let screen = LabelScreen()
        #expect(!screen.isViewLoaded)
        let label = screen.label
        #expect(log.take() == ["viewDidLoad"])
        #expect(screen.isViewLoaded)
        #expect(screen.label === label)
    }
}
