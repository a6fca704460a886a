// ViewLifecycle · HeadlessUIKit

extension NSLayoutConstraint {
    /// Creates a constraint that defines the relationship between the specified attributes of
    /// the given views: `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// - Parameters:
    ///   - view1: The view (or layout guide) for the left side of the constraint.
    ///   - attr1: The attribute of the view for the left side of the constraint.
    ///   - relation: The relationship between the left side of the constraint and the right side.
    ///   - view2: The view (or layout guide) for the right side; `nil` for a constant size.
    ///   - attr2: The attribute of the view for the right side of the constraint.
    ///   - multiplier: The constant multiplied with the attribute on the right side.
    ///   - c: The constant added to the multiplied attribute value on the right side.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant c: CGFloat
    ) {
        let second = view2.map { Self.anchor(of: $0, attr2, side: "toItem") }
        self.init(
            first: Self.anchor(of: view1, attr1, side: "item"), relation: relation, second: second,
            multiplier: multiplier, constant: c)
    }

    /// The anchor for an attribute of a view or layout guide, of the axis the attribute is on.
    private static func anchor(
        of item: Any, _ attribute: NSLayoutConstraint.Attribute, side: String
    ) -> NSObject {
        let view: UIView
        switch item {
        case let item as UIView: view = item
        case let guide as UILayoutGuide: view = guide.owningView ?? UIView()
        default:
            preconditionFailure(
                "NSLayoutConstraint(\(side):) needs a UIView or UILayoutGuide, not \(type(of: item)); "
                    + "pass the view whose \(attribute) you mean")
        }
        let name = "\(attribute)"
        switch attribute {
        case .width, .height:
            return NSLayoutDimension(item: view, attribute: name)
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return NSLayoutXAxisAnchor(item: view, attribute: name)
        default:
            return NSLayoutYAxisAnchor(item: view, attribute: name)
        }
    }

    static func attribute(of anchor: NSObject) -> NSLayoutConstraint.Attribute {
        let name =
            (anchor as? NSLayoutXAxisAnchor)?.attribute ?? (anchor as? NSLayoutYAxisAnchor)?.attribute
            ?? (anchor as? NSLayoutDimension)?.attribute
        return attributesByName[name ?? ""] ?? .notAnAttribute
    }

    /// Each attribute by the name an anchor records it under (`"leading"`, `"topMargin"`).
    private static let attributesByName: [String: NSLayoutConstraint.Attribute] = Dictionary(
        uniqueKeysWithValues: (0...20).compactMap(NSLayoutConstraint.Attribute.init(rawValue:)).map {
            ("\($0)", $0)
        })
}
