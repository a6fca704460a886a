// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

import Foundation

extension URL {
    /// The URL with `partialName` added, and the type's preferred extension unless the name has one
    /// of the type's.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName).appendingPathExtensionIfNeeded(for: contentType)
    }

    /// Adds `partialName`, and the type's preferred extension unless the name has one of the type's.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// The URL with the type's preferred extension added.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        contentType.preferredFilenameExtension.map { appendingPathExtension($0) } ?? self
    }

    /// Adds the type's preferred extension.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }

    private func appendingPathExtensionIfNeeded(for contentType: UTType) -> URL {
        let known = contentType.tags[.filenameExtension] ?? []
        return known.contains(pathExtension.lowercased()) ? self : appendingPathExtension(for: contentType)
    }
}
