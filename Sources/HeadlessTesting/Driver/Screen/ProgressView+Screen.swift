// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ProgressView: ScreenElementSource {
    /// One progress element labelled by its label, valued by the percentage completed, or
    /// `in progress` when indeterminate (wording a guess).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        // Under a custom style the style's body is what shows.
        if node.environment[ProgressViewStyleKey.self] != nil { return content }
        let value = fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress"
        return [
            ScreenElement(
                role: .progress, label: ScreenElement.combinedLabel(of: content), value: .state(value))
        ]
    }
}
