// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

extension UTType {
    /// The declared type known by `tag` of `tagClass` and conforming to `supertype`, or else a
    /// dynamic type for the tag; nil when `supertype` is dynamic.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        if let first = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = first
            return
        }
        if let supertype, supertype.isDynamic { return nil }
        let parents = [supertype?.identifier ?? "public.data"]
        let encoded = tag.lowercased().unicodeScalars.map { String($0.value, radix: 16) }.joined()
        let identifier = "dyn.\(tagClass == .mimeType ? "m" : "e")\(encoded)"
        self.init(
            declaration: Declaration(
                identifier, conformsTo: parents, extensions: tagClass == .filenameExtension ? [tag] : [],
                mimeTypes: tagClass == .mimeType ? [tag] : []),
            isDeclared: false)
    }

    /// The type known by the filename extension `filenameExtension` (without the dot).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type known by the MIME type `mimeType`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The declared types known by `tag` of `tagClass` and conforming to `supertype`, by
    /// identifier (tags are compared without case).
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let tag = tag.lowercased()
        return systemDeclarations.values
            .filter { $0.tags[tagClass]?.contains { $0.lowercased() == tag } ?? false }
            .map { UTType(declaration: $0, isDeclared: true) }
            .filter { supertype.map($0.conforms(to:)) ?? true }
            .sorted { $0.identifier < $1.identifier }
    }
}
