// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `searchable(text:placement:prompt:)`: a search field over its content,
/// which sees `isSearching` and `dismissSearch`.
package struct _SearchableModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    package let text: Binding<String>
    package let isPresented: Binding<Bool>?
    package let prompt: String?

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        let state = SearchState.of(node)
        state.text = text
        let searching = isPresented?.wrappedValue ?? state.isSearching
        if let last = state.lastEnvironment, last.isSearching == searching,
            last.parent.isIdentical(to: environment)
        {
            return last.result
        }
        var result = environment
        result[IsSearchingKey.self] = searching
        result[DismissSearchKey.self] = state.dismiss
        result[SearchStateKey.self] = state
        state.lastEnvironment = (environment, searching, result)
        return result
    }
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    )
        -> some View
    { modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt?.string)) }

    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt.key)) }

    /// Marks this view as searchable, which configures the display of a search field.
    @_disfavoredOverload
    public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    )
        -> some View where S: StringProtocol
    { modifier(_SearchableModifier(text: text, isPresented: nil, prompt: String(prompt))) }

    /// Marks this view as searchable with programmatic presentation of the search field.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt?.string))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View { modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt.key)) }

    /// Marks this view as searchable with programmatic presentation of the search field.
    @_disfavoredOverload
    public func searchable<S>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View where S: StringProtocol {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: String(prompt)))
    }

    // The suggestions forms' soft deprecation is one line, as in Apple's interface; broken by the
    // formatter, the same lines stood before each form.
    // swift-format-ignore
    /// Marks this view as searchable, which configures the display of a search field, with
    /// suggestions shown while the user searches.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View where S: View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    // swift-format-ignore
    /// Marks this view as searchable, which configures the display of a search field, with
    /// suggestions shown while the user searches.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View where S: View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    // swift-format-ignore
    /// Marks this view as searchable, which configures the display of a search field, with
    /// suggestions shown while the user searches.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    @_disfavoredOverload
    public func searchable<V, S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View where V: View, S: StringProtocol {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }
}
