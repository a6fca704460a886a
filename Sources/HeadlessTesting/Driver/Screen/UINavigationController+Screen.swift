// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension UINavigationController: ScreenControllerSource {
    /// The navigation bar, then the top controller's content, then its bottom toolbar if it has
    /// items.
    ///
    /// The bar's label is the title: the first `navigationTitle` element of the top
    /// controller's content, else its navigation item's title, else its `title`. Its children
    /// are the back button (titled as UIKit titles it: the previous controller's
    /// `backButtonTitle`, its title, or "Back"), the content's elements placed in the
    /// navigation bar (toolbar items), and the navigation item's bar button items.
    func screenElements() -> [ScreenElement] {
        guard let top = topViewController else { return [] }
        var content = ScreenReader.elements(of: top)
        let inBar = Self.takeElements(placed: .navigationBar, from: &content)
        let inBottomBar = Self.takeElements(placed: .bottomBar, from: &content)
        let swiftUITitle = inBar.first { $0.role == .navigationTitle }?.label
        let title = swiftUITitle ?? top.navigationItem.title ?? top.title ?? ""
        var items: [ScreenElement] = []
        if let back = backButton(below: top) { items.append(back) }
        items += top.navigationItem.leftBarButtonItems?.map(Self.element(for:)) ?? []
        items += inBar.filter { $0.role != .navigationTitle }
        items += top.navigationItem.rightBarButtonItems?.map(Self.element(for:)) ?? []
        var shown = [ScreenElement(role: .navigationBar, label: title, children: items)] + content
        if !inBottomBar.isEmpty {
            shown.append(ScreenElement(role: .toolbar, label: "", children: inBottomBar))
        }
        return shown
    }

    private func backButton(below top: UIViewController) -> ScreenElement? {
        let stack = viewControllers
        guard stack.count > 1, !top.navigationItem.hidesBackButton else { return nil }
        let previous = stack[stack.count - 2].navigationItem
        let title = previous.backButtonTitle ?? previous.title ?? stack[stack.count - 2].title ?? "Back"
        return ScreenElement(
            role: .backButton, label: title,
            actions: ScreenActions(tap: { [weak self] in _ = self?.popViewController(animated: true) }))
    }

    /// A bar button item as its title (or its image's name) shows it; a tap runs its action.
    private static func element(for item: UIBarButtonItem) -> ScreenElement {
        var actions = ScreenActions()
        if item.primaryAction != nil { actions.tap = { Headless.tap(item) } }
        let title: String = item.title ?? item.primaryAction?.title ?? ""
        return ScreenElement(role: .button, label: title, isEnabled: item.isEnabled, actions: actions)
    }

    /// Removes the elements placed in a bar from `elements` (at any depth), in order.
    private static func takeElements(
        placed placement: ScreenElement.Placement, from elements: inout [ScreenElement]
    ) -> [ScreenElement] {
        var taken: [ScreenElement] = []
        var kept: [ScreenElement] = []
        for var element in elements {
            if element.placement == placement {
                taken.append(element)
                continue
            }
            taken += takeElements(placed: placement, from: &element.children)
            kept.append(element)
        }
        elements = kept
        return taken
    }
}
