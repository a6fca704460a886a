// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenReader {
    /// `elements` without those still placed in a bar (`navigationTitle`, toolbar items): a
    /// navigation controller lifts its screen's into its bar, so any left at a layer's top had
    /// no bar to go to, and SwiftUI draws no title or toolbar without a navigation container.
    /// The bars themselves keep the items lifted into them.
    static func withoutBarElements(_ elements: [ScreenElement]) -> [ScreenElement] {
        elements.compactMap { element in
            guard element.placement == .content else { return nil }
            if [.navigationBar, .toolbar].contains(element.role) { return element }
            var element = element
            element.children = withoutBarElements(element.children)
            return element
        }
    }
}
