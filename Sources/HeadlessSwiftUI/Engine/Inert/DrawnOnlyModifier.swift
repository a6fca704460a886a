// ViewLifecycle · HeadlessSwiftUI

/// A modifier that only draws or lays out (the inert and the style modifiers): it holds no state
/// and no behaviour, so a run of them, whatever their family, shares one graph node.
@MainActor
protocol DrawnOnlyModifier {
    /// What the modifier draws, if it is a style modifier (the screen snapshot reads opacity).
    var styleAttribute: StyleAttribute? { get }
    /// Notes in `list` the environment value the modifier sets for its content, if any.
    func noteEnvironment(into list: inout ChildList)
}

extension _InertModifier: DrawnOnlyModifier {
    /// None: an inert modifier's attribute is not a style.
    var styleAttribute: StyleAttribute? { nil }

    /// Notes the attribute when it is one SwiftUI keeps in the environment (`font(_:)`...).
    func noteEnvironment(into list: inout ChildList) {
        if attribute.writesEnvironment { list.environmentAttributes.append(attribute) }
    }
}

extension _StyleModifier: DrawnOnlyModifier {
    /// The style it draws.
    var styleAttribute: StyleAttribute? { attribute }

    /// Nothing: a style is drawn only.
    func noteEnvironment(into list: inout ChildList) {}
}
