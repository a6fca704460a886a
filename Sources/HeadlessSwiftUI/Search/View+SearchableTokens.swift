// ViewLifecycle · HeadlessSwiftUI

// The token forms of `searchable`: each shows the same search field as its token-less form.
extension View {
    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 16.0, macOS 13.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the editable tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 16.0, macOS 13.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the editable tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where
        C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol,
        C.Element: Identifiable
    {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the editable tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    @_disfavoredOverload
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the editable tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the editable tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where
        C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol,
        C.Element: Identifiable
    {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the editable tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    @_disfavoredOverload
    public func searchable<C>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens and suggested tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 16.0, macOS 13.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where
        C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        C.Element: Identifiable
    {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens and suggested tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 16.0, macOS 13.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where
        C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        C.Element: Identifiable
    {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens and suggested tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where
        C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        S: StringProtocol, C.Element: Identifiable
    {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens and suggested tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens and suggested tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    public func searchable<C, T>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }

    /// A search field over this view, as `searchable(text:isPresented:placement:prompt:)` shows it
    /// (the same field, text binding and `isSearching`); the tokens and suggested tokens are kept by the caller's
    /// binding only: no token is drawn headlessly.
    @available(iOS 17.0, macOS 14.0, *)
    @_disfavoredOverload
    public func searchable<C, T, S>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View
    where
        C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View,
        S: StringProtocol, C.Element: Identifiable
    {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }
}
