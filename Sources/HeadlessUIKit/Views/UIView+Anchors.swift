// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The anchor for the leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    /// The anchor for the trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    /// The anchor for the left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "left") }
    /// The anchor for the right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "right") }
    /// The anchor for the top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    /// The anchor for the bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    /// The anchor for the width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    /// The anchor for the height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }
    /// The anchor for the horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    /// The anchor for the vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    /// The anchor for the first baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: "firstBaseline")
    }
    /// The anchor for the last baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: "lastBaseline")
    }
    /// The active constraints whose first item is this view (recorded, never solved).
    public var constraints: [NSLayoutConstraint] { recordedConstraints }
}
