// ViewLifecycle · HeadlessSwiftUI

/// A structure that represents a type of data to load, send, or receive.
///
/// A minimal stand-in for UniformTypeIdentifiers' `UTType`, which Linux lacks, so the transfer
/// representations' declarations compile: an identifier, its parent, a few system types. There
/// is no `UniformTypeIdentifiers` module here: headless code uses it through `HeadlessSwiftUI`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The string that represents the type.
    public let identifier: String
    private let parentIdentifier: String?

    private init(identifier: String, parent: String?) {
        self.identifier = identifier
        parentIdentifier = parent
    }

    /// Creates a type from its identifier, if the system knows it.
    ///
    /// - Parameter identifier: The type's identifier, e.g. `"public.png"`.
    public init?(_ identifier: String) {
        guard let known = Self.systemTypes.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// Creates a type your app owns.
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier.
    ///   - parentType: The type it conforms to, if any.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parent: parentType?.identifier ?? "public.data")
    }

    /// Creates a type your app uses but does not own.
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier.
    ///   - parentType: The type it conforms to, if any.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parent: parentType?.identifier ?? "public.data")
    }

    /// The type's identifier.
    public var description: String { identifier }

    /// Whether the type is `type` or one of its descendants (among the types known here).
    ///
    /// - Parameter type: The type to compare with.
    /// - Returns: `true` when this type conforms to `type`.
    public func conforms(to type: UTType) -> Bool {
        var current: String? = identifier
        while let identifier = current {
            if identifier == type.identifier { return true }
            current =
                identifier == self.identifier
                ? parentIdentifier : Self.systemTypes.first { $0.identifier == identifier }?.parentIdentifier
        }
        return false
    }

    /// A generic base type for most things.
    public static let item = UTType(identifier: "public.item", parent: nil)
    /// A base type for anything containing user-viewable document content.
    public static let content = UTType(identifier: "public.content", parent: "public.item")
    /// A base type for any sort of simple byte stream.
    public static let data = UTType(identifier: "public.data", parent: "public.item")
    /// A base type for all text-encoded data.
    public static let text = UTType(identifier: "public.text", parent: "public.data")
    /// A type for text with no markup.
    public static let plainText = UTType(identifier: "public.plain-text", parent: "public.text")
    /// A type for Unicode-8 plain text.
    public static let utf8PlainText = UTType(
        identifier: "public.utf8-plain-text", parent: "public.plain-text")
    /// A type for URLs.
    public static let url = UTType(identifier: "public.url", parent: "public.data")
    /// A type for file URLs.
    public static let fileURL = UTType(identifier: "public.file-url", parent: "public.url")
    /// A type for JavaScript Object Notation (JSON) data.
    public static let json = UTType(identifier: "public.json", parent: "public.text")
    /// A base type for images.
    public static let image = UTType(identifier: "public.image", parent: "public.data")
    /// A type for a Portable Network Graphics (PNG) image.
    public static let png = UTType(identifier: "public.png", parent: "public.image")
    /// A type for a JPEG image.
    public static let jpeg = UTType(identifier: "public.jpeg", parent: "public.image")
    /// A type for Adobe Portable Document Format (PDF) documents.
    public static let pdf = UTType(identifier: "com.adobe.pdf", parent: "public.data")

    private static let systemTypes: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, url, fileURL, json, image, png, jpeg, pdf,
    ]
}
