// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension UITabBarController: ScreenControllerSource {
    /// The selected tab's content, then the tab bar: one tab element per item, titled by the
    /// item, the selected one marked; a tap is `Headless.tapTab(at:of:)`, the user's tap.
    func screenElements() -> [ScreenElement] {
        let content = selectedViewController.map(ScreenReader.elements(of:)) ?? []
        let items = tabBar.items ?? []
        let tabs = items.indices.map { index in
            ScreenElement(
                role: .tab, label: items[index].title ?? "",
                value: items[index].badgeValue.map(ScreenValue.text),
                isEnabled: items[index].isEnabled, isSelected: index == selectedIndex,
                actions: ScreenActions(tap: { [weak self] in
                    guard let self else { return }
                    Headless.tapTab(at: index, of: self)
                }))
        }
        return content + [ScreenElement(role: .tabBar, label: "", children: tabs)]
    }
}
