// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

extension UTType: Codable {
    /// Writes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Reads an identifier the system declares.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming an identifier no declared type has.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(identifier)' is not the identifier of a declared type")
        }
        self = type
    }
}
