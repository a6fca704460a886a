// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _SearchableModifier: ScreenElementSource {
    /// A search field labelled by its prompt ("Search" by default, as iOS shows it), then the
    /// content. Typing sets the text and starts searching; submit runs `onSubmit(of: .search)`
    /// (an enclosing ``_SubmitModifier`` fills it in).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let state = SearchState.of(node)
        let text = text
        let isPresented = isPresented
        let field = ScreenElement(
            role: .searchField, label: prompt ?? "Search", value: .text(text.wrappedValue),
            actions: ScreenActions(setText: { newText in
                text.wrappedValue = newText
                if let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
                state.begin()
            }))
        return [field] + content
    }
}
