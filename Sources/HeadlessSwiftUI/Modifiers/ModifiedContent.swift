// ViewLifecycle · HeadlessSwiftUI

/// A value with a modifier applied to it.
@frozen public struct ModifiedContent<Content, Modifier> {
    /// The body of a primitive view.
    public typealias Body = Never
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier or other modifier that transforms the content.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    ///
    /// - Parameters:
    ///   - content: The content that the modifier changes.
    ///   - modifier: The modifier to apply to the content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: ModifiedContentRendering where Content: View, Modifier: ViewModifier {
    @MainActor func render(_ node: ViewNode, graph: ViewGraph) {
        let primitive = PrimitiveModifierTypes.memo.fact(about: Modifier.self) {
            Modifier.self as? any PrimitiveModifier.Type
        }
        if let primitive {
            renderPrimitive(as: primitive, node, graph: graph)
        } else if let environmental = EnvironmentalModifierTypes.memo.fact(
            about: Modifier.self, { Modifier.self as? any EnvironmentalModifier.Type })
        {
            renderEnvironmental(as: environmental, node, graph: graph)
        } else if Modifier.Body.self == Never.self {
            renderDrawnOnly(node, graph: graph)
        } else {
            renderCustom(node, graph: graph)
        }
    }

    /// Renders a modifier without a body that the graph does not build in: an app's
    /// `GeometryEffect`, whose transform is drawn only. Its content renders unchanged.
    @MainActor private func renderDrawnOnly(_ node: ViewNode, graph: ViewGraph) {
        var list = ChildList()
        list.append(.content, content)
        graph.reconcileChildren(of: node, with: list, environment: node.environment)
    }

    /// Renders an environmental modifier, whose type is `M`: its content with the modifier it
    /// resolves to in the node's environment, resolved again at each update.
    @MainActor private func renderEnvironmental<M: EnvironmentalModifier>(
        as _: M.Type, _ node: ViewNode, graph: ViewGraph
    ) {
        let resolved = withValue(self.modifier, as: M.self) { $0.resolve(in: node.environment) }
        var list = ChildList()
        list.append(.content, content.modifier(resolved))
        graph.reconcileChildren(of: node, with: list, environment: node.environment)
    }

    /// Renders a built-in modifier, whose type is `M` (the memo said so).
    @MainActor private func renderPrimitive<M: PrimitiveModifier>(
        as _: M.Type, _ node: ViewNode, graph: ViewGraph
    ) {
        let modifier = withValue(self.modifier, as: M.self) { copy $0 }
        var list = ChildList()
        modifier.makeChildren(content: content, in: node, into: &list)
        var environment = modifier.childEnvironment(node.environment, in: node)
        if !list.environmentAttributes.isEmpty {
            for attribute in list.environmentAttributes { attribute.write(into: &environment) }
        }
        graph.reconcileChildren(of: node, with: list, environment: environment)
        graph.work.append(.updateModifier(modifier, node))
    }

    /// A custom modifier is a composite: its properties are bound and its `body(content:)` runs,
    /// with the placeholder standing for `content`.
    @MainActor private func renderCustom(_ node: ViewNode, graph: ViewGraph) {
        node.modifierType = ObjectIdentifier(Modifier.self)
        node.modifierContent = content
        DynamicPropertyBinder.bind(modifier, to: node)
        let modifier = self.modifier
        let body = graph.evaluateBody(of: node) { modifier.body(content: _ViewModifier_Content<Modifier>()) }
        var list = ChildList()
        list.append(.body, body)
        graph.reconcileChildren(of: node, with: list, environment: node.environment)
    }
}
