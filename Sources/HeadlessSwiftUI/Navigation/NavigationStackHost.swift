// ViewLifecycle · HeadlessSwiftUI

/// The platform side of `NavigationStack`: a representable whose controller is a
/// `UINavigationController` with a hosting controller for the root and one per pushed element.
///
/// Being a representable, it joins the enclosing hosting controller as a child and gets its
/// appearance forwarded by UIKit; its coordinator is the stack's ``NavigationContext``.
struct _NavigationStackHost: UIViewControllerRepresentable, BuiltInContainer {
    let root: AnyView
    let path: NavigationPathAccess
    /// The path's elements at this update: a change re-renders this node.
    let elements: [AnyHashable]

    func makeCoordinator() -> NavigationContext {
        NavigationContext()
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        let navigation = UINavigationController()
        context.coordinator.navigation = navigation
        navigation.delegate = context.coordinator
        return navigation
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {
        let stack = context.coordinator
        stack.path = path
        stack.inherit(context.environment.wholeForChildHosts)
        stack.setRoot(root)
        stack.sync(to: elements)
    }

    static func dismantleUIViewController(
        _ uiViewController: UINavigationController, coordinator: NavigationContext
    ) {
        coordinator.replayRootAppearanceAtTeardown()
        uiViewController.delegate = nil
        coordinator.navigation = nil
    }
}
