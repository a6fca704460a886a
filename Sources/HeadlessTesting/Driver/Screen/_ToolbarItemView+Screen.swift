// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _ToolbarItemView: ScreenElementSource {
    /// The item's elements, placed in the bottom bar or the navigation bar, where the navigation
    /// controller lifts them into its bar.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let placement: ScreenElement.Placement = self.placement.isBottomBar ? .bottomBar : .navigationBar
        return content.map { element in
            var element = element
            element.placement = placement
            return element
        }
    }
}
