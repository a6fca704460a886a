// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIView.h and Apple's `convert(_:to:)` documentation (a nil view means the window's base
// coordinates; `center` is the frame's centre in the superview's coordinates) and UIScreen.h
// (`coordinateSpace` is the screen's, in which windows' frames are given). Transforms are not
// applied headlessly.
@Suite(.serialized, .headlessWorld) @MainActor struct UIViewCoordinateConversionTests {
    /// A window at (0, 20) holding a card at (10, 100) whose content is scrolled by 30 points and
    /// holds a badge at (5, 40), plus a sibling at (200, 0).
    private func hierarchy() -> (window: UIWindow, card: UIView, badge: UIView, sibling: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 20, width: 390, height: 800))
        let card = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
        card.bounds.origin = CGPoint(x: 0, y: 30)
        let badge = UIView(frame: CGRect(x: 5, y: 40, width: 20, height: 20))
        let sibling = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(card)
        window.addSubview(sibling)
        card.addSubview(badge)
        return (window, card, badge, sibling)
    }

    @Test("points and rectangles convert through the frames and the scrolled bounds between views")
    func betweenViews() {
        let (window, card, badge, sibling) = hierarchy()
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 112))
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: card) == CGPoint(x: 6, y: 42))
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: sibling) == CGPoint(x: -184, y: 112))
        #expect(sibling.convert(CGPoint(x: -184, y: 112), to: badge) == CGPoint(x: 1, y: 2))
        #expect(card.convert(CGPoint(x: 16, y: 112), from: nil) == CGPoint(x: 6, y: 42))
        #expect(
            badge.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
                == CGRect(x: 15, y: 110, width: 20, height: 20))
        #expect(
            card.convert(CGRect(x: 15, y: 110, width: 20, height: 20), from: window)
                == CGRect(x: 5, y: 40, width: 20, height: 20))
    }

    @Test("a view is a coordinate space; the screen's space adds the window's origin")
    func coordinateSpaces() {
        let (window, card, badge, _) = hierarchy()
        let cardSpace: any UICoordinateSpace = card
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: cardSpace) == CGPoint(x: 6, y: 42))
        #expect(badge.convert(CGPoint(x: 6, y: 42), from: cardSpace) == CGPoint(x: 1, y: 2))
        let screen = UIScreen.main.coordinateSpace
        #expect(screen.bounds == UIScreen.main.bounds)
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 16, y: 132))
        #expect(badge.convert(CGPoint(x: 16, y: 132), from: screen) == CGPoint(x: 1, y: 2))
        #expect(screen.convert(CGPoint(x: 16, y: 132), to: badge) == CGPoint(x: 1, y: 2))
        #expect(
            screen.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: card)
                == CGRect(x: 11, y: 92, width: 3, height: 4))
        withExtendedLifetime(window) {}
    }

    @Test("a window converts to another window, or to the screen for nil, through their origins")
    func betweenWindows() {
        let (window, _, _, _) = hierarchy()
        let other = UIWindow(frame: CGRect(x: 100, y: 0, width: 200, height: 200))
        #expect(window.convert(CGPoint(x: 1, y: 2), to: nil as UIWindow?) == CGPoint(x: 1, y: 22))
        #expect(window.convert(CGPoint(x: 1, y: 22), from: nil as UIWindow?) == CGPoint(x: 1, y: 2))
        #expect(window.convert(CGPoint(x: 1, y: 2), to: other) == CGPoint(x: -99, y: 22))
        #expect(other.convert(CGPoint(x: -99, y: 22), to: window) == CGPoint(x: 1, y: 2))
        #expect(
            other.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: window)
                == CGRect(x: -100, y: 20, width: 5, height: 5))
        #expect(window.convert(CGPoint(x: 1, y: 2), to: nil as UIView?) == CGPoint(x: 1, y: 2))
    }

    @Test("the screen's, the fixed and a window scene's coordinate spaces are the screen's")
    func screenSpaces() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let (window, _, badge, _) = hierarchy()
        for space in [UIScreen.main.fixedCoordinateSpace, scene.coordinateSpace] {
            #expect(badge.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 16, y: 132))
        }
        withExtendedLifetime(window) {}
    }

    @Test("the centre is the frame's middle; setting it moves the frame and keeps the size")
    func center() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 200, y: 300)
        #expect(view.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }
}
