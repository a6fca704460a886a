// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// An interaction of the app's own that logs how a view takes it on and lets it go.
final class SnippetHighlightInteraction: NSObject, UIInteraction {
    private(set) weak var view: UIView?

    func willMove(to view: UIView?) {
        Log.shared.append("highlight willMove(to: \(view == nil ? "nil" : "view"))")
    }

    func didMove(to view: UIView?) {
        self.view = view
        Log.shared.append("highlight didMove(to: \(view == nil ? "nil" : "view"))")
    }
}

/// An upload screen written across UIKit's eras: a progress bar that observes a `Progress`,
/// a context menu and an interaction of its own, a spring animator made from timing
/// parameters, constraints against the pre-iOS 11 layout guides, and an inline image.
final class SnippetUploadScreen: UIViewController, UIContextMenuInteractionDelegate {
    let upload = Progress(totalUnitCount: 4)
    let bar = UIProgressView(progressViewStyle: .bar)
    let retry = UIButton(type: .system)
    let cancel = UIButton(type: .custom)
    let highlight = SnippetHighlightInteraction()
    private(set) var menu: UIContextMenuInteraction?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor =
            UIColor(named: "Upload", in: .main, compatibleWith: traitCollection)
            ?? .groupTableViewBackground
        bar.observedProgress = upload
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
            bar.bottomAnchor.constraint(lessThanOrEqualTo: bottomLayoutGuide.topAnchor),
        ])
        let menu = UIContextMenuInteraction(delegate: self)
        view.addInteraction(menu)
        view.addInteraction(highlight)
        self.menu = menu
        cancel.setTitleColor(.systemRed, for: .highlighted)
        retry.transform3D = CATransform3DMakeScale(1, 1, 2)
    }

    /// The caption under the bar: the state's symbol inline, then the words.
    func caption() -> NSAttributedString {
        let text = NSMutableAttributedString(
            attachment: NSTextAttachment(image: UIImage(systemName: "icloud.and.arrow.up")!))
        text.append(NSAttributedString(string: " Uploading"))
        return text
    }

    /// The bounce the bar makes when the upload ends.
    func finishAnimator() -> UIViewPropertyAnimator {
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations { self.bar.alpha = 0 }
        return animator
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }
}

// Sources: UIProgressView.h (observedProgress drives progress; progress is pinned to 0...1),
// UIView.h (addInteraction: sends willMoveToView: then didMoveToView:; transform3D is the layer's
// transform), UIButton.h (currentTitleColor never nil, white by default), UIViewController.h
// (topLayoutGuide's length is the top inset bars cover), UIContextMenuInteraction.h (a weak
// delegate), UITimingCurveProvider.h (a spring's type and parameters).
@Suite(.serialized, .headlessWorld) @MainActor struct UploadScreenSnippetTests {
    @Test("the progress bar follows the Progress it observes, and pins what is set to 0...1")
    func progressBar() {
        let screen = SnippetUploadScreen()
        screen.loadViewIfNeeded()
        #expect(screen.bar.progress == 0)
        screen.upload.completedUnitCount = 1
        #expect(screen.bar.progress == 0.25)
        screen.bar.observedProgress = nil
        screen.bar.setProgress(1.5, animated: true)
        #expect(screen.bar.progress == 1)
        screen.bar.progress = -1
        #expect(screen.bar.progress == 0)
        #expect(screen.bar.progressViewStyle == .bar)
    }

    @Test("a view tells each interaction before and after it takes it on and lets it go")
    func interactions() {
        let log = Log.start()
        let screen = SnippetUploadScreen()
        screen.loadViewIfNeeded()
        #expect(
            log.take() == [
                "highlight willMove(to: view)",
                "highlight didMove(to: view)",
            ])
        #expect(screen.view.interactions.count == 2)
        #expect(screen.menu?.view === screen.view)
        #expect(screen.menu?.delegate === screen)
        #expect(screen.highlight.view === screen.view)
        screen.view.removeInteraction(screen.highlight)
        #expect(
            log.take() == [
                "highlight willMove(to: nil)",
                "highlight didMove(to: nil)",
            ])
        #expect(screen.view.interactions.count == 1)
        #expect(screen.highlight.view == nil)
    }

    @Test("a context menu's delegate is weak: the screen goes when nothing else holds it")
    func contextMenuDelegateIsWeak() {
        weak var released: SnippetUploadScreen?
        var menu: UIContextMenuInteraction?
        do {
            let screen = SnippetUploadScreen()
            screen.loadViewIfNeeded()
            menu = screen.menu
            released = screen
        }
        #expect(released == nil)
        #expect(menu?.delegate == nil)
    }

    @Test("buttons report their current title colour: the state's, else the tint or white")
    func titleColors() {
        let screen = SnippetUploadScreen()
        screen.loadViewIfNeeded()
        #expect(screen.retry.currentTitleColor == screen.retry.tintColor)
        #expect(screen.cancel.currentTitleColor == .white)
        screen.cancel.isHighlighted = true
        #expect(screen.cancel.currentTitleColor == .systemRed)
    }

    @Test("a spring animator keeps the timing parameters it was made with")
    func springAnimator() {
        let screen = SnippetUploadScreen()
        screen.loadViewIfNeeded()
        let animator = screen.finishAnimator()
        #expect(animator.duration == 0.5)
        #expect(animator.timingParameters?.timingCurveType == .spring)
        #expect(animator.timingParameters?.springTimingParameters?.initialVelocity == CGVector(dx: 0, dy: 2))
        #expect(animator.timingParameters?.cubicTimingParameters == nil)
        let eased = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect(eased.timingParameters?.timingCurveType == .builtin)
        #expect(eased.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
        let bezier = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(bezier.timingCurveType == .cubic)
        #expect(bezier.controlPoint1 == CGPoint(x: 0.2, y: 0))
        let copy = bezier.copy() as? UICubicTimingParameters
        #expect(copy?.controlPoint2 == CGPoint(x: 0, y: 1))
    }

    @Test("the old layout guides span the insets bars cover; transform3D is the layer's")
    func layoutGuidesAndTransform() {
        let log = Log.start()
        let screen = SnippetUploadScreen()
        let window = showOnScreen(screen, log: log)
        #expect(screen.topLayoutGuide.length == screen.view.safeAreaInsets.top)
        #expect(screen.bottomLayoutGuide.length == screen.view.safeAreaInsets.bottom)
        #expect(screen.topLayoutGuide.length > 0)
        #expect(screen.retry.layer.transform.m33 == 2)
        #expect(screen.view.backgroundColor == .groupTableViewBackground)
        #expect(screen.caption().string == "\u{FFFC} Uploading")
        #expect(SnippetUploadScreen.description() == "HeadlessUIKitSnippetTests.SnippetUploadScreen")
        let path = NSIndexPath(row: 2, section: 1)
        #expect(path.row == 2 && path.section == 1 && path.item == 2)
        withExtendedLifetime(window) {}
    }
}
