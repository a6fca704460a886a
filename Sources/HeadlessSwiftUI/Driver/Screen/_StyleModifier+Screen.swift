// ViewLifecycle · HeadlessSwiftUI

extension _StyleModifier: ScreenElementSource {
    /// The content as it is, except under `opacity(0)` (or less), which SwiftUI neither draws nor
    /// hit-tests: nothing.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        if case .opacity(let opacity) = attribute, opacity <= 0 { return [] }
        return content
    }
}
