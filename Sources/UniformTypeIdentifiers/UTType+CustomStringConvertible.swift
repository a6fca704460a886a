// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier.
    public var description: String { identifier }
    /// The identifier, with the type's preferred extension if it has one.
    public var debugDescription: String {
        preferredFilenameExtension.map { "\(identifier) (\($0))" } ?? identifier
    }
}
