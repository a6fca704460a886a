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

    /// The content given a binding that reads `defaultValue()` while the window has no value.
    private static func defaulted<D, C>(
        _ value: Binding<D?>, _ defaultValue: @escaping () -> D, _ content: (Binding<D>) -> C
    ) -> C {
        content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
    }
}
