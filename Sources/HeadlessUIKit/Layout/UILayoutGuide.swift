// ViewLifecycle · HeadlessUIKit

/// A rectangle that takes part in layout without being a view: a view's safe area, its margins,
/// or one the app adds with `addLayoutGuide(_:)`.
///
/// Its anchors make constraints held by its owning view (recorded, never solved, like every
/// constraint here). The safe-area and margins guides know their frame; a guide the app adds
/// has a zero frame, since constraints are not solved.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject, UIPopoverPresentationControllerSourceItem {
    /// Which of the view's own guides this is, for its frame.
    enum Kind {
        case safeArea, layoutMargins, custom
        /// The strips above and below the safe area, a controller's `topLayoutGuide` and
        /// `bottomLayoutGuide`.
        case topSupport, bottomSupport
    }

    private(set) var kind = Kind.custom
    /// The view that owns the guide.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    /// Creates a guide to add to a view. Designated, as UIKit's is, so a subclass can override it.
    public override init() {
        super.init()
    }

    /// One of a view's own guides.
    convenience init(kind: Kind, owner: UIView?) {
        self.init()
        self.kind = kind
        self.owningView = owner
    }

    /// The guide's frame in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.effectiveLayoutMargins)
        case .custom: return .zero
        case .topSupport: return CGRect(x: 0, y: 0, width: view.bounds.width, height: view.safeAreaInsets.top)
        case .bottomSupport:
            let height = view.safeAreaInsets.bottom
            return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        }
    }

    private func anchorItem() -> UIView {
        // A guide that no view owns yet has no constraint holder; its constraints stay inert.
        owningView ?? UIView()
    }

    /// The anchor for the leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: anchorItem(), attribute: "leading")
    }
    /// The anchor for the trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: anchorItem(), attribute: "trailing")
    }
    /// The anchor for the left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem(), attribute: "left") }
    /// The anchor for the right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: anchorItem(), attribute: "right") }
    /// The anchor for the top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: anchorItem(), attribute: "top") }
    /// The anchor for the bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: anchorItem(), attribute: "bottom")
    }
    /// The anchor for the width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: anchorItem(), attribute: "width") }
    /// The anchor for the height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: anchorItem(), attribute: "height") }
    /// The anchor for the horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: anchorItem(), attribute: "centerX")
    }
    /// The anchor for the vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: anchorItem(), attribute: "centerY")
    }
}
