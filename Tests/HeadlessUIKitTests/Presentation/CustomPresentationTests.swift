// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A presentation controller as apps write one for a half-height card: a frame of its own and
/// the four transition callbacks, logged.
private final class HalfSheetPresentationController: UIPresentationController {
    var removesPresenter = false

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        Log.shared.append("presentationTransitionWillBegin")
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        Log.shared.append("presentationTransitionDidEnd \(completed)")
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        Log.shared.append("dismissalTransitionWillBegin")
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        Log.shared.append("dismissalTransitionDidEnd \(completed)")
    }
}

/// The transitioning delegate that vends the half sheet, logging who asked.
private final class HalfSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var removesPresenter = false

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        Log.shared.append("presentationController(forPresented:) source \(source.title ?? "?")")
        let controller = HalfSheetPresentationController(
            presentedViewController: presented, presenting: presenting)
        controller.removesPresenter = removesPresenter
        return controller
    }
}

// Sources: Apple's View Controller Programming Guide, "Creating Custom Presentations" (the
// delegate's presentation controller first, then presentationTransitionWillBegin, then
// presentationTransitionDidEnd at the end of the transition; the same for dismissal), and
// UIPresentationController's documentation (shouldRemovePresentersView is false by default).
// Where those callbacks fall beside the appearance callbacks is a guess (Docs/Evidence.md).
@Suite(.serialized, .headlessWorld) @MainActor struct CustomPresentationTests {
    @Test("a custom presentation uses the delegate's controller, its frame and its four callbacks")
    func halfSheet() {
        let log = Log.start()
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        presenter.title = "A"
        let window = showOnScreen(presenter, log: log)
        let card = LoggingViewController("B", lines: .appearanceByName)
        let transitioning = HalfSheetTransitioning()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        presenter.present(card, animated: true)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "presentationController(forPresented:) source A", "presentationTransitionWillBegin",
                "B viewWillAppear", "B viewDidAppear",
                "presentationTransitionDidEnd true",
            ])
        #expect(card.presentationController is HalfSheetPresentationController)
        #expect(
            card.view.frame
                == CGRect(
                    x: 0, y: window.bounds.height / 2, width: window.bounds.width,
                    height: window.bounds.height / 2))
        #expect(presenter.viewIfLoaded?.window === window)
        card.dismiss(animated: true)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "dismissalTransitionWillBegin", "B viewWillDisappear", "B viewDidDisappear",
                "dismissalTransitionDidEnd true",
            ])
    }

    @Test("a custom presentation that removes the presenter's view gives the presenter its disappearance")
    func removingPresenter() {
        let log = Log.start()
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        presenter.title = "A"
        _ = showOnScreen(presenter, log: log)
        let card = LoggingViewController("B", lines: .appearanceByName)
        let transitioning = HalfSheetTransitioning()
        transitioning.removesPresenter = true
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        presenter.present(card, animated: true)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "presentationController(forPresented:) source A", "presentationTransitionWillBegin",
                "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear",
                "presentationTransitionDidEnd true",
            ])
        #expect(presenter.viewIfLoaded?.window == nil)
    }

    @Test("without a delegate's controller a custom presentation keeps UIKit's defaults")
    func defaults() throws {
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        let window = showOnScreen(presenter, log: Log.start())
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        presenter.present(card, animated: true)
        Headless.runUntilIdle()
        let presentation = try #require(card.presentationController)
        #expect(type(of: presentation) == UIPresentationController.self)
        #expect(presentation.shouldPresentInFullscreen)
        #expect(!presentation.shouldRemovePresentersView)
        #expect(presentation.frameOfPresentedViewInContainerView == window.bounds)
        #expect(card.view.frame == window.bounds)
        #expect(presenter.viewIfLoaded?.window === window)
    }

    @Test("a dismissed card lets go of its presentation controller and its transitioning delegate")
    func nothingLeaks() throws {
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        _ = showOnScreen(presenter, log: Log.start())
        let references: (Weak<UIViewController>, Weak<UIPresentationController>, Weak<HalfSheetTransitioning>)
        do {
            let card = UIViewController()
            let transitioning = HalfSheetTransitioning()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitioning
            presenter.present(card, animated: true)
            Headless.runUntilIdle()
            let presentation = try #require(card.presentationController)
            references = (Weak(card), Weak(presentation), Weak(transitioning))
            card.dismiss(animated: true)
            Headless.runUntilIdle()
        }
        try expectReleased(references.0)
        try expectReleased(references.1)
        try expectReleased(references.2)
    }
}
