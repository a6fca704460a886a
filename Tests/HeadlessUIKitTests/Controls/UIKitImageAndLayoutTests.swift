// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Sources: UIImage.h (named: and contentsOfFile: return nil for a missing image; size is in
// points, scale pixels per point), UIGraphicsImageRenderer.h (the default format's scale is the
// main screen's), UIView.h (safeAreaInsets, layoutMargins default 8, the guides' layoutFrame),
// UIStackView.h (arranged views are also subviews; removing from the superview removes from
// the arrangement). The safe area of an iPhone with a Dynamic Island in portrait, 59 at the
// top and 34 at the bottom, is Apple's layout for the iPhone 15 Pro.
@Suite(.serialized, .headlessWorld) @MainActor struct UIKitImageAndLayoutTests {
    @Test("named and file images come from the test's store; system symbols always exist")
    func images() throws {
        _ = Log.start()
        #expect(UIImage(named: "logo") == nil)
        Headless.addImage(named: "logo", size: CGSize(width: 120, height: 40), scale: 2)
        Headless.addImageFile(atPath: "/tmp/photo.jpg", size: CGSize(width: 300, height: 200))
        let logo = try #require(UIImage(named: "logo"))
        #expect(logo.size == CGSize(width: 120, height: 40))
        #expect(logo.scale == 2)
        #expect(logo.renderingMode == .automatic)
        #expect(logo.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(UIImage(contentsOfFile: "/tmp/photo.jpg")?.size == CGSize(width: 300, height: 200))
        #expect(UIImage(contentsOfFile: "/tmp/other.jpg") == nil)
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(symbol.size == CGSize(width: 20, height: 20))
        #expect(symbol.isSymbolImage)
        let view = UIImageView(image: logo)
        #expect(view.frame.size == CGSize(width: 120, height: 40))
        Headless.reset()
        #expect(UIImage(named: "logo") == nil)
    }

    @Test("an image renderer runs its block and returns an image of its size and scale")
    func renderer() {
        var ran = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32)).image { context in
            ran += 1
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
        }
        #expect(ran == 1)
        #expect(image.size == CGSize(width: 64, height: 32))
        #expect(image.scale == 3)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        #expect(
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }.scale
                == 1)
    }

    @Test("a root view's safe area is the notch and home indicator; a subview's what reaches it")
    func safeArea() {
        let log = Log.start()
        let screen = UIViewController()
        _ = showOnScreen(screen, log: log)
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(screen.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 390, height: 751))
        #expect(
            screen.view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 67, width: 374, height: 735))
        let child = UIView(frame: CGRect(x: 0, y: 40, width: 390, height: 100))
        screen.view.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        #expect(UIView().safeAreaInsets == .zero)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.leadingAnchor),
        ])
        #expect(screen.view.constraints.count == 2)
    }

    @Test("a stack view keeps its arrangement; removing from the superview leaves it")
    func stack() {
        let a = UILabel()
        let b = UILabel()
        let c = UILabel()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .top
        stack.insertArrangedSubview(c, at: 1)
        stack.setCustomSpacing(20, after: a)
        #expect(stack.arrangedSubviews == [a, c, b])
        #expect(stack.subviews == [a, b, c])
        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.alignment == .leading)
        stack.removeArrangedSubview(a)
        #expect(stack.subviews.count == 3)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c])
    }

    @Test("a spinner shows while animating and hides when stopped")
    func spinner() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
    }
}
