// ViewLifecycle · HeadlessSwiftUI

@available(iOS 16.0, macOS 13.0, *)
extension NavigationLink where Destination == Never {
    /// A link that presents a value, as `init(value:label:)` does (a codable value also
    /// serializes with the stack's `NavigationPath`).
    public init<P>(value: P?, @ViewBuilder label: () -> Label)
    where P: Decodable, P: Encodable, P: Hashable {
        NavigationPath.CodableRepresentation.register(P.self)
        self.label = label()
        self.target = value.map { .value(AnyHashable($0)) } ?? .disabled
    }

    /// A link with a localized title that presents a value; `nil` disables it.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link with a localized title that presents a codable value; `nil` disables it.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?)
    where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link with a title that presents a codable value; `nil` disables it.
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?)
    where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Whether the link's destination shows in a split view's detail column: drawn only
    /// (recorded in `Headless.inertCalls`); the link navigates as before.
    @available(iOS 13.0, *)
    @available(macOS, unavailable)
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        inert(.generated, api: "NavigationLink.isDetailLink(_:)")
    }
}
