// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIScrollView's documentation: scrollViewDidEndScrollingAnimation follows an animated
// setContentOffset or scrollRectToVisible, never an unanimated one; scrollViewWillEndDragging
// is not called when paging is enabled. The drag order: https://juejin.cn/post/7020976046191149070.
@Suite(.serialized, .headlessWorld) @MainActor struct ScrollViewTests {
    final class Delegate: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log("didScroll \(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))")
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) { log("willEndDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log("didEndDragging \(decelerate)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            log("didEndScrollingAnimation")
        }
    }

    private func scrollView(log: inout Log) -> (UIScrollView, Delegate) {
        log = Log.start()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let delegate = Delegate()
        scroll.delegate = delegate
        return (scroll, delegate)
    }

    @Test("the content offset is the bounds' origin; unanimated, one didScroll and no animation end")
    func offsetIsBounds() {
        var log = Log.shared
        let (scroll, delegate) = scrollView(log: &log)
        scroll.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        #expect(scroll.bounds == CGRect(x: 0, y: 250, width: 300, height: 400))
        Headless.runUntilIdle()
        #expect(log.take() == ["didScroll 0,250"])
        withExtendedLifetime(delegate) {}
    }

    @Test("animated, the offset is reached when the clock passes 0.3 s, then the animation ends")
    func animatedOffset() {
        var log = Log.shared
        let (scroll, delegate) = scrollView(log: &log)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: true)
        Headless.advance(by: 0.2)
        #expect(log.take() == [])
        #expect(scroll.contentOffset.y == 0)
        Headless.advance(by: 0.1)
        #expect(log.take() == ["didScroll 0,700", "didEndScrollingAnimation"])
        withExtendedLifetime(delegate) {}
    }

    @Test("a paged flick skips willEndDragging and settles on a page; offsets stay within the content")
    func pagedDrag() {
        var log = Log.shared
        let (scroll, delegate) = scrollView(log: &log)
        scroll.isPagingEnabled = true
        Headless.drag(scroll, by: CGPoint(x: 0, y: 150))
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "willBeginDragging", "didScroll 0,75", "didScroll 0,150", "didEndDragging true",
                "willBeginDecelerating", "didScroll 0,0", "didEndDecelerating",
            ])
        scroll.isPagingEnabled = false
        Headless.drag(scroll, by: CGPoint(x: 0, y: 5000))
        #expect(scroll.contentOffset.y == 1600)
        scroll.isScrollEnabled = false
        _ = log.take()
        Headless.drag(scroll, by: CGPoint(x: 0, y: -100))
        #expect(log.take() == [])
        withExtendedLifetime(delegate) {}
    }
}
