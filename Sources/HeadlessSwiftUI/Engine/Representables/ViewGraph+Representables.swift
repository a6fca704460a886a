// ViewLifecycle · HeadlessSwiftUI

extension ViewGraph {
    /// Renders `view` if it is a representable; returns whether it was one.
    func renderRepresentable<V: View>(_ view: V, _ node: ViewNode) -> Bool {
        if let controller = view as? any UIViewControllerRepresentable {
            renderController(controller, node)
            return true
        }
        if let uiView = view as? any UIViewRepresentable {
            renderView(uiView, node)
            return true
        }
        return false
    }

    private func renderController<R: UIViewControllerRepresentable>(_ representable: R, _ node: ViewNode) {
        render(representable, as: ControllerRepresentation<R>.self, node)
    }

    private func renderView<R: UIViewRepresentable>(_ representable: R, _ node: ViewNode) {
        render(representable, as: ViewRepresentation<R>.self, node)
    }

    private func render<P: PlatformRepresentation>(
        _ representable: P.Representable, as representation: P.Type, _ node: ViewNode
    ) {
        node.environmentReads.removeAll()
        DynamicPropertyBinder.bind(representable, to: node)
        let behavior: RepresentableBehavior<P>
        if let existing = node.behavior as? RepresentableBehavior<P> {
            behavior = existing
        } else {
            behavior = RepresentableBehavior<P>(graph: self)
            node.behavior = behavior
        }
        behavior.render(representable, node: node)
    }

    /// Remembers a represented controller to add to the host when its view enters a window.
    func attachWhenInWindow(_ attachable: any HostAttachable) {
        waitingForWindow.append(WeakAttachable(value: attachable))
    }

    /// The host is coming on screen: the represented controllers become its children before
    /// UIKit forwards the host's appearance callbacks, so those reach them.
    func attachWaitingRepresentables() {
        let waiting = waitingForWindow
        waitingForWindow.removeAll()
        for entry in waiting { entry.value?.attachToHost() }
    }
}

/// A weak reference to a representable waiting for a window.
struct WeakAttachable {
    weak var value: (any HostAttachable)?
}
