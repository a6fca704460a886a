// ViewLifecycle · HeadlessSwiftUI

/// The root view of a hosting controller: its layout is where SwiftUI renders.
final class _UIHostingView: UIView {
    private weak var controller: (any HostingGraphOwnerLayout)?

    init(controller: any HostingGraphOwnerLayout) {
        self.controller = controller
        super.init(frame: HeadlessWorld.screenBounds)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.hostingViewDidLayout()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        controller?.hostingViewDidMoveToWindow()
    }
}

/// What the hosting view asks of its controller.
@MainActor
protocol HostingGraphOwnerLayout: AnyObject {
    func hostingViewDidLayout()
    func hostingViewDidMoveToWindow()
}

extension UIHostingController: HostingGraphOwnerLayout {}
