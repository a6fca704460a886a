// ViewLifecycle · HeadlessSwiftUI

/// A type that generates accessibility rotor content.
///
/// Headlessly there is no VoiceOver rotor: content is built and kept, its entries readable in
/// order.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol AccessibilityRotorContent {
    /// The type for the internal content of this `AccessibilityRotorContent`.
    associatedtype Body: AccessibilityRotorContent
    /// The internal content of this `AccessibilityRotorContent`.
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Never: AccessibilityRotorContent {}

extension AccessibilityRotorContent {
    /// The labels of the entries this content makes, in order: a primitive content's own, a
    /// custom content's body's.
    var rotorEntryLabels: [String] {
        if let primitive = self as? any PrimitiveRotorContent { return primitive.entryLabels }
        if Body.self == Never.self { return [] }
        return body.rotorEntryLabels
    }
}

/// Rotor content the builder makes, which lists its entries itself.
protocol PrimitiveRotorContent {
    /// The labels of its entries, in order.
    var entryLabels: [String] { get }
}

/// Several rotor contents written one after another.
@usableFromInline struct AccessibilityTupleRotorContent: AccessibilityRotorContent, PrimitiveRotorContent {
    /// The contents, in order.
    let parts: [any AccessibilityRotorContent]

    @usableFromInline var body: Never {
        return fatalError("body of AccessibilityTupleRotorContent is never called")
    }

    var entryLabels: [String] { parts.flatMap(\.rotorEntryLabels) }
}

/// A rotor content that an `if` may leave out.
@usableFromInline
struct AccessibilityOptionalRotorContent<Content>: AccessibilityRotorContent, PrimitiveRotorContent
where Content: AccessibilityRotorContent {
    /// The content, or `nil` when the condition was false.
    let content: Content?

    @usableFromInline var body: Never {
        return fatalError("body of AccessibilityOptionalRotorContent is never called")
    }

    var entryLabels: [String] { content?.rotorEntryLabels ?? [] }
}

/// Result builder you use to generate rotor entry content.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@resultBuilder public struct AccessibilityRotorContentBuilder {
    /// Passes a single entry written as an expression through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: AccessibilityRotorContent {
        content
    }

    /// Builds one content.
    public static func buildBlock<Content>(_ content: Content) -> some AccessibilityRotorContent
    where Content: AccessibilityRotorContent {
        content
    }

    /// Builds a content an `if` may leave out.
    public static func buildIf<Content>(_ content: Content?) -> some AccessibilityRotorContent
    where Content: AccessibilityRotorContent {
        AccessibilityOptionalRotorContent(content: content)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 2 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some AccessibilityRotorContent where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent {
        AccessibilityTupleRotorContent(parts: [c0, c1])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 3 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 4 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 5 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3, c4])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 6 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3, c4, c5])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 7 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3, c4, c5, c6])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 8 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent, C7: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 9 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorContentBuilder {
    /// Builds 10 contents written one after another, their entries in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some AccessibilityRotorContent
    where
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
        C9: AccessibilityRotorContent
    {
        AccessibilityTupleRotorContent(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
