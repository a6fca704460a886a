// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

// Internal: reaches hosting controllers' graphs, nodes and behaviors and the containers'
// coordinators, which SwiftUI does not expose, so this file runs headlessly only.
@testable import HeadlessSwiftUI

/// Weak references to everything a screen's controllers hold up: every controller in the tree
/// (children and presented ones), each container's coordinator (a navigation, tab or split view
/// controller's delegate, a paged tab view's pages), and each hosting controller's graph, nodes
/// and node behaviors. Made inside the test's `do` block, so after teardown only a leak keeps any
/// of them alive.
@MainActor struct TeardownProbe {
    private struct Probed {
        let kind: Kind
        let object: Weak<AnyObject>
        let name: String
    }

    private enum Kind: String, CaseIterable {
        case controller, coordinator, graph, node, behavior
    }

    private var probed: [Probed] = []
    private var visited: Set<ObjectIdentifier> = []

    /// Probes the tree under `root`.
    init(_ root: UIViewController) {
        visit(root)
    }

    /// How many controllers, coordinators and graphs were probed, to show the probe saw the
    /// container (node counts follow the engine's structure, so they are left out).
    var counts: String {
        [Kind.controller, .coordinator, .graph].map { kind in
            "\(probed.filter { $0.kind == kind }.count) \(kind.rawValue)s"
        }.joined(separator: ", ")
    }

    /// The objects still alive, a line each: kind and name.
    var alive: [String] {
        probed.filter { $0.object.value != nil }.map { "\($0.kind.rawValue) \($0.name)" }
    }

    private mutating func add(_ kind: Kind, _ object: AnyObject, name: String? = nil) {
        // A split view's context is its navigation controllers' delegate too.
        guard kind != .coordinator || visited.insert(ObjectIdentifier(object)).inserted else { return }
        probed.append(Probed(kind: kind, object: Weak(object), name: name ?? "\(type(of: object))"))
    }

    private mutating func visit(_ controller: UIViewController) {
        guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
        add(.controller, controller)
        switch controller {
        case let navigation as UINavigationController:
            if let delegate = navigation.delegate { add(.coordinator, delegate) }
        case let tabs as UITabBarController:
            if let delegate = tabs.delegate { add(.coordinator, delegate) }
        case let split as UISplitViewController:
            if let delegate = split.delegate { add(.coordinator, delegate) }
        case let paged as PageTabViewController:
            // A page's host is no child of the container (a page is a collection view's cell).
            if let pages = paged.pages { add(.coordinator, pages) }
            if let page = paged.pages?.selectedHost { visit(page) }
        default: break
        }
        if let host = controller as? any HostingGraphOwner {
            add(.graph, host.graph, name: "of \(type(of: controller))")
            if let root = host.graph.root { visit(root) }
        }
        for child in controller.children { visit(child) }
        if let presented = controller.presentedViewController { visit(presented) }
    }

    private mutating func visit(_ node: ViewNode) {
        add(.node, node, name: "\(type(of: node.view))")
        if let behavior = node.behavior { add(.behavior, behavior) }
        for child in node.children { visit(child) }
    }
}
