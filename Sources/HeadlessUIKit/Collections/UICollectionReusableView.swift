// ViewLifecycle · HeadlessUIKit

/// A view a collection view reuses: the base of its cells and supplementary views.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under, or `nil` for one never reused.
    open internal(set) var reuseIdentifier: String?

    /// Creates a view with no reuse identifier.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates the view a collection view makes for a registered class: UIKit calls
    /// `init(frame:)` on the registered subclass, which pure Swift can do only through a
    /// required initializer; this one delegates to it, so a subclass's override runs. Not UIKit
    /// API; do not call it.
    ///
    /// - Parameter reuseIdentifier: The registered identifier.
    public required convenience init(_headlessRegisteredReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets state before the collection view hands the view out again; overrides must call
    /// `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: the frame, transparency and visibility.
    ///
    /// - Parameter layoutAttributes: The attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }

    /// The attributes the view prefers; the layout's own here (no self-sizing).
    ///
    /// - Parameter layoutAttributes: The layout's attributes.
    /// - Returns: `layoutAttributes`.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// The text the view shows through a list configuration or a label, for the driver.
    var shownText: String? {
        if let list = shownContentConfiguration as? UIListContentConfiguration { return list.shownText }
        return subviewLabelText
    }

    /// The content configuration shown, for supplementary views that have one.
    var shownContentConfiguration: (any UIContentConfiguration)? { nil }
}
