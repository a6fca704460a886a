// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// Logs the size and trait callbacks of a resize, and the coordinator's alongside animation and
/// completion.
final class ResizeLoggingController: LoggingViewController {
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        Log.shared.append(
            "\(name) viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))", kind: .other)
        coordinator.animate(
            alongsideTransition: { [name] _ in Log.shared.append("\(name) alongside", kind: .other) },
            completion: { [name] _ in Log.shared.append("\(name) completion", kind: .other) })
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        Log.shared.append("\(name) willTransition(to: \(newCollection.horizontalSizeClass))", kind: .other)
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        let old = previousTraitCollection?.horizontalSizeClass ?? .unspecified
        Log.shared.append(
            "\(name) traitCollectionDidChange(\(old) -> \(traitCollection.horizontalSizeClass))", kind: .other
        )
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

// Sources: a rotation sends viewWillTransition(to:with:) and then layout passes (traces 05 and 07,
// device logs of iOS 12 and 10). Apple's documentation of willTransition(to:with:) and
// traitCollectionDidChange(_:) and shinobicontrols.com/blog/ios8-day-by-day-day-14-rotation-deprecation
// say a size-class change brings both; their order relative to viewWillTransition (trait will, size
// will, trait did) and the 0.4 s animation are guesses. Size classes: an iPhone in portrait is
// compact/regular, a Plus or Max phone in landscape regular/compact, a full-screen iPad
// regular/regular (blog.csdn.net/wenluma/article/details/45723987,
// commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller).
@Suite(.serialized, .headlessWorld) @MainActor struct ScreenSizeTests {
    @Test("the screen is an iPhone in portrait unless a test sets another size")
    func defaultIsAnIPhone() {
        _ = Log.start()
        #expect(Headless.screenSize == .iPhone)
        let controller = UIViewController()
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
        #expect(controller.view.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test("size classes follow the size: Max landscape regular, iPhone landscape compact, iPad regular")
    func sizeClassesFollowTheSize() {
        _ = Log.start()
        #expect(Headless.ScreenSize.iPhoneLandscape.horizontalSizeClass == .compact)
        #expect(Headless.ScreenSize.iPhoneLandscape.verticalSizeClass == .compact)
        #expect(Headless.ScreenSize.iPhoneProMaxLandscape.horizontalSizeClass == .regular)
        #expect(Headless.ScreenSize.iPhoneProMaxLandscape.verticalSizeClass == .compact)
        #expect(Headless.ScreenSize.iPhoneProMax.horizontalSizeClass == .compact)
        #expect(Headless.ScreenSize.iPad.horizontalSizeClass == .regular)
        #expect(Headless.ScreenSize.iPadLandscape.verticalSizeClass == .regular)
        #expect(Headless.ScreenSize.iPadHalfSplit.horizontalSizeClass == .compact)
        #expect(Headless.ScreenSize.iPadSlideOver.horizontalSizeClass == .compact)
        Headless.reset(screenSize: .iPad)
        let view = UIView()
        #expect(view.traitCollection.userInterfaceIdiom == .pad)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(
            UIWindow(windowScene: UIApplication.shared.connectedScenes.first as! UIWindowScene).bounds.width
                == 834)
    }

    @Test("turning a Max phone: trait will, size will, the new size, trait did; completion at the end")
    func rotationOrder() {
        let log = Log.start()
        Headless.reset(screenSize: .iPhoneProMax)
        let controller = ResizeLoggingController("A")
        _ = showOnScreen(controller, log: log)
        Headless.setScreenSize(.iPhoneProMaxLandscape)
        #expect(
            log.take() == [
                "A willTransition(to: regular)", "A viewWillTransition(to: 932x430)", "A alongside",
                "A traitCollectionDidChange(compact -> regular)",
            ])
        #expect(controller.view.bounds.size == CGSize(width: 932, height: 430))
        Headless.advance(by: 0.3)
        #expect(log.take() == [])
        Headless.advance(by: 0.1)
        #expect(log.take() == ["A completion"])
    }

    @Test("turning a small phone flips only the vertical size class, and traits still change")
    func rotationWithoutWidthClassChange() {
        let log = Log.start()
        let controller = ResizeLoggingController("A")
        _ = showOnScreen(controller, log: log)
        Headless.setScreenSize(Headless.screenSize.rotated)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "A willTransition(to: compact)", "A viewWillTransition(to: 852x393)", "A alongside",
                "A traitCollectionDidChange(compact -> compact)", "A completion",
            ])
        #expect(controller.traitCollection.verticalSizeClass == .compact)
    }

    @Test("resizing with no window on screen only changes the size")
    func resizeOffScreen() {
        let log = Log.start()
        let controller = ResizeLoggingController("A")
        _ = controller.view
        Headless.setScreenSize(.iPad)
        Headless.runUntilIdle()
        #expect(log.take() == ["A loadView()", "A viewDidLoad()"])
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
    }
}
