// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

extension UTType {
    /// What the system, or an app, declares of a type: its identifier, its parents and its tags.
    struct Declaration: Hashable, Sendable {
        /// The type's identifier.
        let identifier: String
        /// The identifiers of the types it conforms to directly.
        let parents: [String]
        /// Its filename extensions and MIME types, preferred first.
        let tags: [UTTagClass: [String]]

        /// A declaration of `identifier`, conforming to `parents`, known by `extensions` and
        /// `mimeTypes`.
        init(_ identifier: String, conformsTo parents: [String], extensions: [String], mimeTypes: [String]) {
            self.identifier = identifier
            self.parents = parents
            var tags: [UTTagClass: [String]] = [:]
            if !extensions.isEmpty { tags[.filenameExtension] = extensions }
            if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
            self.tags = tags
        }
    }
}
