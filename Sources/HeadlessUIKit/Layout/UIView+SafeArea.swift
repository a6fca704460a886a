// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The guide for the part of the view no bar, notch or home indicator covers.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = storedLayoutGuides.safeArea { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        storedLayoutGuides.safeArea = guide
        return guide
    }

    /// The guide for the view's margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = storedLayoutGuides.margins { return guide }
        let guide = UILayoutGuide(kind: .layoutMargins, owner: self)
        guide.identifier = "UIViewLayoutMarginsGuide"
        storedLayoutGuides.margins = guide
        return guide
    }

    /// The guides the app added, in order.
    public var layoutGuides: [UILayoutGuide] { storedLayoutGuides.added }

    /// Adds a guide the view owns.
    ///
    /// - Parameter layoutGuide: The guide.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard !storedLayoutGuides.added.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        storedLayoutGuides.added.append(layoutGuide)
    }

    /// Removes a guide the view owns.
    ///
    /// - Parameter layoutGuide: The guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        storedLayoutGuides.added.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// How far the window's safe area reaches into this view: the window's insets (the status
    /// bar and the home indicator) less the view's distance from each window edge; zero off
    /// screen. A navigation or tab bar adds nothing, since bars have no views here.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.screenSafeAreaInsets
        if self === window { return insets }
        let origin = originInWindow
        let windowSize = window.bounds.size
        return UIEdgeInsets(
            top: max(0, insets.top - origin.y),
            left: max(0, insets.left - origin.x),
            bottom: max(0, insets.bottom - (windowSize.height - origin.y - bounds.height)),
            right: max(0, insets.right - (windowSize.width - origin.x - bounds.width)))
    }

    /// The margins the margins guide follows: `layoutMargins`, plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: layoutMargins.top + safe.top, left: layoutMargins.left + safe.left,
            bottom: layoutMargins.bottom + safe.bottom, right: layoutMargins.right + safe.right)
    }

    /// The view's origin in its window's coordinates (frames only; no transforms here).
    private var originInWindow: CGPoint {
        var point = CGPoint.zero
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            point.x += view.frame.origin.x
            point.y += view.frame.origin.y
            current = view.superview
        }
        return point
    }
}

extension UIWindow {
    /// The safe area of a full-screen window of this size: an iPhone with a Dynamic Island in
    /// portrait (59 at the top, 34 at the bottom, as Apple's iPhone 15 Pro layout gives), the
    /// same phone in landscape (59 on each side, 21 at the bottom), or an iPad (24 at the top
    /// for the status bar, 20 at the bottom). The landscape and iPad values are a guess.
    var screenSafeAreaInsets: UIEdgeInsets {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return .zero }
        if min(size.width, size.height) >= 700 { return UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) }
        if size.height >= size.width { return UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
        return UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, as UIKit's `UIEdgeInsetsInsetRect`.
    ///
    /// - Parameter insets: The insets.
    /// - Returns: The shrunk rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: max(0, size.width - insets.left - insets.right),
            height: max(0, size.height - insets.top - insets.bottom))
    }
}
