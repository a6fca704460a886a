// ViewLifecycle · HeadlessSwiftUI

extension ViewGraph {
    /// Creates the node for a new identity; its rendering (its subtree) and then its appearance,
    /// if the graph is on screen, are the next steps.
    func mount(
        _ key: ChildKey, _ view: any View, environment: EnvironmentValues, parent: ViewNode?
    ) -> ViewNode {
        let node = ViewNode(key: key, view: view, environment: environment, parent: parent, graph: self)
        work.append(.render(node))
        // An update does not change whether the graph is on screen (`setAppeared` brings the graph
        // up to date before it changes), so this is what the step would find, and an off-screen
        // mount takes no appearance steps at all.
        if isAppeared { work.append(.appear(node)) }
        return node
    }

    /// Takes a subtree out of the graph: its views disappear (children first) if the graph is on
    /// screen, its tasks are cancelled and its state is freed with its nodes.
    func unmount(_ node: ViewNode) {
        let immediate = removesImmediately(node)
        if isAppeared {
            if immediate {
                queueDisappearance(of: node, into: &actions.immediateRemovals)
            } else {
                queueDisappearance(of: node, into: &actions.removals)
            }
        }
        detach(node)
    }

    /// Children first, each node drops its children once they are done, so releasing a deep
    /// subtree does not recurse either.
    private func detach(_ node: ViewNode) {
        for node in node.subtreeChildrenFirst {
            node.isMounted = false
            node.behavior?.tearDown()
            node.observationGeneration += 1
            node.children.removeAll()
        }
    }

    /// Whether the removed view carries `.transition(.identity)` directly (not deeper inside).
    private func removesImmediately(_ node: ViewNode) -> Bool {
        var current = node
        while true {
            if current.hasIdentityTransition { return true }
            guard current.isWrapper, let content = current.children.first else { return false }
            current = content
        }
    }

    /// Brings an existing node up to date with a new view value from its parent; its children's
    /// updates are the next steps.
    ///
    /// The node's `body` is skipped when it is not dirty and its inputs are the same: equal view
    /// (`==` for `Equatable` views, else field by field) and no environment value it read changed.
    func reconcile(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
        let environmentSame = node.environment.isIdentical(to: environment)
        if !node.isDirty, !node.alwaysUpdates, InputComparison.same(node.view, view) {
            if environmentSame { return }
            let readChanged = node.environmentReads.contains { $0.changed(node.environment, environment) }
            if !readChanged {
                // Same inputs: pass the new environment down without re-running `body`.
                let old = node.environment
                node.environment = environment
                node.view = view
                for child in node.children where child.environment.isIdentical(to: old) {
                    work.append(.reconcile(child, child.view, environment))
                }
                return
            }
        }
        node.view = view
        node.environment = environment
        render(node)
    }

    /// Re-describes `node`'s children; their updates are the next steps.
    func render(_ node: ViewNode) {
        node.isDirty = false
        renderOpened(node.view, node)
    }

    private func renderOpened<V: View>(_ view: V, _ node: ViewNode) {
        switch ViewKind.of(V.self) {
        case .optional(let optional):
            node.alwaysUpdates = true
            var list = ChildList()
            optional.makeChildren(of: view, into: &list)
            reconcileChildren(of: node, with: list, environment: node.environment)
        case .modified(let modified):
            node.isWrapper = true
            node.alwaysUpdates = true
            renderModified(view, as: modified, node)
        case .primitive(let primitive):
            node.alwaysUpdates = true
            var list = ChildList()
            makeChildren(of: view, as: primitive, in: node, into: &list)
            reconcileChildren(of: node, with: list, environment: node.environment)
            if node.behavior?.followsRenderedChildren == true { work.append(.childrenRendered(node)) }
        case .bodiless:
            guard !renderRepresentable(view, node) else { return }
            reconcileChildren(of: node, with: ChildList(), environment: node.environment)
        case .composite:
            DynamicPropertyBinder.bind(view, to: node)
            let body = evaluateBody(of: node) { view.body }
            var list = ChildList()
            list.append(.body, body)
            reconcileChildren(of: node, with: list, environment: node.environment)
        }
    }

    /// `view`, whose type is `M` (the kind said so), rendered as modified content; the cast
    /// between identical types is a copy.
    private func renderModified<V: View, M: ModifiedContentRendering>(
        _ view: V, as _: M.Type, _ node: ViewNode
    ) {
        (view as! M).render(node, graph: self)
    }

    /// `view`, whose type is `P`, describing its children.
    private func makeChildren<V: View, P: PrimitiveView>(
        of view: V, as type: P.Type, in node: ViewNode, into list: inout ChildList
    ) {
        withValue(view, as: type) { $0.makeChildren(in: node, into: &list) }
    }

    /// Runs a `body` with observation tracking, so a model write it read re-runs only this node.
    func evaluateBody<Body>(of node: ViewNode, _ body: () -> Body) -> Body {
        node.observationGeneration += 1
        let token = ObservationToken(node: node, generation: node.observationGeneration)
        node.observation = token
        runtime.bodyEvaluations += 1
        runtime.updateDepth += 1
        defer { runtime.updateDepth -= 1 }
        return withObservationTracking(body, onChange: { token.fire() })
    }

    /// Matches described children to existing nodes by key (position, type, branch or id): kept
    /// keys are updated, new keys mounted, then missing keys unmounted, each as the next steps.
    func reconcileChildren(of node: ViewNode, with list: ChildList, environment: EnvironmentValues) {
        let old = node.children
        let items = list.items
        if old.isEmpty {
            node.children = items.map { mount($0.key, $0.view, environment: environment, parent: node) }
            return
        }
        if old.count == items.count, zip(old, items).allSatisfy({ $0.key == $1.key }) {
            for (child, item) in zip(old, items) {
                work.append(.reconcile(child, item.view, environment))
            }
            return
        }
        var byKey: [ChildKey: ViewNode] = [:]
        byKey.reserveCapacity(old.count)
        for child in old where byKey[child.key] == nil { byKey[child.key] = child }
        var kept = Set<ObjectIdentifier>()
        var next: [ViewNode] = []
        next.reserveCapacity(items.count)
        for item in items {
            if let existing = byKey.removeValue(forKey: item.key) {
                kept.insert(ObjectIdentifier(existing))
                work.append(.reconcile(existing, item.view, environment))
                next.append(existing)
            } else {
                next.append(mount(item.key, item.view, environment: environment, parent: node))
            }
        }
        node.children = next
        for child in old where !kept.contains(ObjectIdentifier(child)) { work.append(.unmount(child)) }
    }
}
