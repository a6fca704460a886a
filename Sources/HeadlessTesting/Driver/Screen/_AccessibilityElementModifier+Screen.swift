// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _AccessibilityElementModifier: ScreenElementSource {
    /// One element standing for the content: combined, containing, or hiding it.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        switch children {
        case .combine: [ScreenElement.combining(content)]
        case .contain: [ScreenElement.containing(content)]
        default: [ScreenElement.ignoring(content)]
        }
    }
}
