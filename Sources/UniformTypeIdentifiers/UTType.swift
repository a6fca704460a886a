// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

import Foundation

/// A type of data: an identifier (`public.png`), the types it conforms to, and the filename
/// extensions and MIME types it is known by.
///
/// The system's types are those UTCoreTypes.h declares. A type made from a tag no declared type has
/// is dynamic (`dyn.`…), as on Apple platforms, though its identifier is encoded differently.
public struct UTType: Sendable, Hashable {
    /// What is declared of the type.
    let declaration: Declaration
    /// Whether the system or the app declares it (a dynamic one is neither).
    public let isDeclared: Bool

    /// The type's identifier.
    public var identifier: String { declaration.identifier }

    /// The type whose identifier is `identifier`, if the system declares it.
    public init?(_ identifier: String) {
        guard let declaration = Self.systemDeclarations[identifier] else { return nil }
        self.init(declaration: declaration, isDeclared: true)
    }

    /// A type the app declares and owns, conforming to `parentType` (data when nil).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, conformingTo: parentType)
    }

    /// A type the app uses but another owns, conforming to `parentType` (data when nil).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, conformingTo: parentType)
    }

    private init(declared identifier: String, conformingTo parentType: UTType?) {
        if let system = Self.systemDeclarations[identifier] {
            self.init(declaration: system, isDeclared: true)
        } else {
            let parents = [parentType?.identifier ?? "public.data"]
            self.init(
                declaration: Declaration(identifier, conformsTo: parents, extensions: [], mimeTypes: []),
                isDeclared: true)
        }
    }

    init(declaration: Declaration, isDeclared: Bool) {
        self.declaration = declaration
        self.isDeclared = isDeclared
    }

    /// A declared system type (the static properties' source).
    static func system(_ identifier: String) -> UTType {
        UTType(declaration: systemDeclarations[identifier]!, isDeclared: true)
    }

    /// The first filename extension the type is known by.
    public var preferredFilenameExtension: String? { declaration.tags[.filenameExtension]?.first }
    /// The first MIME type the type is known by.
    public var preferredMIMEType: String? { declaration.tags[.mimeType]?.first }
    /// A description for people: none off Apple platforms, which have no localized type names.
    public var localizedDescription: String? { nil }
    /// The declared version: none.
    public var version: Int? { nil }
    /// A URL describing the type: none.
    public var referenceURL: URL? { nil }
    /// Whether the type was made from a tag no declared type has.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// Whether the identifier is in the reserved `public` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// The type's filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] { declaration.tags }

    /// Whether this type is `type` or conforms to it, directly or through its parents.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    /// Whether `type` conforms to this type and is not this type.
    public func isSupertype(of type: UTType) -> Bool {
        type.identifier != identifier && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool {
        type.isSupertype(of: self)
    }

    /// Every type this type conforms to, directly or through its parents, itself excluded.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = declaration.parents
        while let identifier = pending.popLast() {
            guard let type = UTType(identifier), found.insert(type).inserted else { continue }
            pending += type.declaration.parents
        }
        return found
    }

    /// Whether two values are the same type.
    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}
