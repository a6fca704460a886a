// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

/// A kind of tag a type is known by outside the system: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    /// The tag class's identifier.
    public var rawValue: String

    /// The tag class whose identifier is `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions, without the dot (`png`).
    public static var filenameExtension: UTTagClass { UTTagClass(rawValue: "public.filename-extension") }
    /// MIME types (`image/png`).
    public static var mimeType: UTTagClass { UTTagClass(rawValue: "public.mime-type") }
}
