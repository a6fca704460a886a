// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The strip at the top of the root view that bars and the status bar cover, as iOS 7 to
    /// 10 laid out against: its `length` is the root view's top safe-area inset.
    @available(
        iOS, introduced: 7.0, deprecated: 11.0,
        message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
    )
    public var topLayoutGuide: any UILayoutSupport {
        layoutSupportGuide(\.topSupport, kind: .topSupport)
    }

    /// The strip at the bottom of the root view that bars and the home indicator cover: its
    /// `length` is the root view's bottom safe-area inset.
    @available(
        iOS, introduced: 7.0, deprecated: 11.0,
        message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any UILayoutSupport {
        layoutSupportGuide(\.bottomSupport, kind: .bottomSupport)
    }

    private func layoutSupportGuide(
        _ slot: WritableKeyPath<UIView.LayoutGuides, UILayoutGuide?>, kind: UILayoutGuide.Kind
    ) -> any UILayoutSupport {
        let root = view!
        if let guide = root.storedLayoutGuides[keyPath: slot] as? LayoutSupportGuide { return guide }
        let guide = LayoutSupportGuide(kind: kind, owner: root)
        root.storedLayoutGuides[keyPath: slot] = guide
        return guide
    }
}
