// ViewLifecycle · HeadlessSwiftUI

extension WindowGroup {
    /// Creates a data-presenting window group with an identifier.
    ///
    /// - Parameters:
    ///   - id: A string that uniquely identifies the window group.
    ///   - type: The type of presented data this window group accepts.
    ///   - content: The content of each window, given a binding to its value (`nil` at launch).
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
        title = nil
        self.id = id
    }

    /// Creates a data-presenting window group.
    ///
    /// - Parameters:
    ///   - type: The type of presented data this window group accepts.
    ///   - content: The content of each window, given a binding to its value (`nil` at launch).
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
        title = nil
        id = nil
    }

    /// Creates a data-presenting window group with an identifier and a default value.
    ///
    /// - Parameters:
    ///   - id: A string that uniquely identifies the window group.
    ///   - type: The type of presented data this window group accepts.
    ///   - content: The content of each window, given a binding to its value.
    ///   - defaultValue: The value a window without one shows.
    public init<D, C>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        title = nil
        self.id = id
    }

    /// Creates a data-presenting window group with a default value.
    ///
    /// - Parameters:
    ///   - type: The type of presented data this window group accepts.
    ///   - content: The content of each window, given a binding to its value.
    ///   - defaultValue: The value a window without one shows.
    public init<D, C>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        title = nil
        id = nil
    }

    /// Creates a data-presenting window group with a text view title and an identifier; the title is kept, not shown.
    @_disfavoredOverload public init<D, C>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
        self.title = title
        self.id = id
    }

    /// Creates a data-presenting window group with a text view title and an identifier and a default value; the
    /// title is kept, not shown.
    @_disfavoredOverload public init<D, C>(
        _ title: Text, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        self.title = title
        self.id = id
    }

    /// Creates a data-presenting window group with a text view title; the title is kept, not shown.
    @_disfavoredOverload public init<D, C>(
        _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
        self.title = title
        self.id = nil
    }

    /// Creates a data-presenting window group with a text view title and a default value; the
    /// title is kept, not shown.
    @_disfavoredOverload public init<D, C>(
        _ title: Text, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        self.title = title
        self.id = nil
    }

    /// Creates a data-presenting window group with a localized title and an identifier; the title is kept, not shown.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
        self.title = Text(titleKey)
        self.id = id
    }

    /// Creates a data-presenting window group with a localized title and an identifier and a default value; the
    /// title is kept, not shown.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        self.title = Text(titleKey)
        self.id = id
    }

    /// Creates a data-presenting window group with a localized title; the title is kept, not shown.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(content: content)
        self.title = Text(titleKey)
        self.id = nil
    }

    /// Creates a data-presenting window group with a localized title and a default value; the
    /// title is kept, not shown.
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        self.title = Text(titleKey)
        self.id = nil
    }

    /// Creates a data-presenting window group with a title string and an identifier; the title is kept, not shown.
    @_disfavoredOverload public init<S, D, C>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    )
    where
        Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable,
        C: View
    {
        self.content = PresentedWindowContent(content: content)
        self.title = Text(title)
        self.id = id
    }

    /// Creates a data-presenting window group with a title string and an identifier and a default value; the
    /// title is kept, not shown.
    @_disfavoredOverload public init<S, D, C>(
        _ title: S, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    )
    where
        Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable,
        C: View
    {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        self.title = Text(title)
        self.id = id
    }

    /// Creates a data-presenting window group with a title string; the title is kept, not shown.
    @_disfavoredOverload public init<S, D, C>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    )
    where
        Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable,
        C: View
    {
        self.content = PresentedWindowContent(content: content)
        self.title = Text(title)
        self.id = nil
    }

    /// Creates a data-presenting window group with a title string and a default value; the
    /// title is kept, not shown.
    @_disfavoredOverload public init<S, D, C>(
        _ title: S, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    )
    where
        Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable,
        C: View
    {
        self.content = PresentedWindowContent { WindowGroup.defaulted($0, defaultValue, content) }
        self.title = Text(title)
        self.id = nil
    }

    /// The content given a binding that reads `defaultValue()` while the window has no value.
    private static func defaulted<D, C>(
        _ value: Binding<D?>, _ defaultValue: @escaping () -> D, _ content: (Binding<D>) -> C
    ) -> C {
        content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
    }
}
