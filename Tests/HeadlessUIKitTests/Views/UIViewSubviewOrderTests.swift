// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A view that logs its moves between superviews and windows.
private final class MovingView: UIView {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log("\(accessibilityIdentifier ?? "?") didMoveToSuperview")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log("\(accessibilityIdentifier ?? "?") didMoveToWindow \(window != nil)")
    }
}

// UIView's documentation of insertSubview(_:belowSubview:), insertSubview(_:aboveSubview:),
// bringSubviewToFront(_:), sendSubviewToBack(_:) and exchangeSubview(at:withSubviewAt:): the
// order of `subviews` is back to front.
@Suite(.serialized, .headlessWorld) @MainActor struct UIViewSubviewOrderTests {
    private func named(_ name: String) -> MovingView {
        let view = MovingView()
        view.accessibilityIdentifier = name
        return view
    }

    private func order(of view: UIView) -> [String] {
        view.subviews.map { $0.accessibilityIdentifier ?? "?" }
    }

    @Test("inserting beside a sibling adds a new view there, with its moves, or moves a subview")
    func insertBesideSibling() {
        let window = showInWindow(UIViewController())
        let container = UIView()
        window.addSubview(container)
        let (a, b, c) = (named("a"), named("b"), named("c"))
        container.addSubview(a)
        container.addSubview(b)
        let log = Log.start()
        container.insertSubview(c, aboveSubview: a)
        #expect(order(of: container) == ["a", "c", "b"])
        #expect(log.take() == ["c didMoveToWindow true", "c didMoveToSuperview"])
        container.insertSubview(b, belowSubview: a)
        #expect(order(of: container) == ["b", "a", "c"])
        container.insertSubview(b, aboveSubview: c)
        #expect(order(of: container) == ["a", "c", "b"])
        #expect(log.take() == [])
    }

    @Test("bringing to front, sending to back and exchanging reorder without moves")
    func reorder() {
        let container = UIView()
        for name in ["a", "b", "c"] { container.addSubview(named(name)) }
        let log = Log.start()
        container.bringSubviewToFront(container.subviews[0])
        #expect(order(of: container) == ["b", "c", "a"])
        container.sendSubviewToBack(container.subviews[2])
        #expect(order(of: container) == ["a", "b", "c"])
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order(of: container) == ["c", "b", "a"])
        container.exchangeSubview(at: 0, withSubviewAt: 9)
        container.bringSubviewToFront(named("stranger"))
        #expect(order(of: container) == ["c", "b", "a"])
        #expect(log.take() == [])
    }
}
