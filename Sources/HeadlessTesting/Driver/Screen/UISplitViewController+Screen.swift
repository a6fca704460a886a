// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension UISplitViewController: ScreenControllerSource {
    /// Collapsed, the one stack on screen, as an iPhone shows it; expanded, one `Column` element
    /// per column on screen, leading first, labelled with UIKit's name for the column.
    func screenElements() -> [ScreenElement] {
        let shown = viewControllers
        guard !isCollapsed else { return shown.flatMap(ScreenReader.elements(of:)) }
        let names: [UISplitViewController.Column: String] = [
            .primary: "primary", .supplementary: "supplementary", .secondary: "secondary",
        ]
        return shown.map { container in
            let column = [UISplitViewController.Column.primary, .supplementary, .secondary].first {
                viewController(for: $0).map { $0 === container || $0.navigationController === container }
                    ?? false
            }
            return ScreenElement(
                role: .column, label: column.flatMap { names[$0] } ?? "",
                children: ScreenReader.elements(of: container))
        }
    }
}
