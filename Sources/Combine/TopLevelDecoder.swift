// ViewLifecycle · Combine

/// A type that defines methods for decoding.
public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    associatedtype Input

    /// Decodes an instance of the indicated type.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - from: The value to decode from.
    /// - Returns: The decoded instance.
    func decode<T>(_ type: T.Type, from: Input) throws -> T where T: Decodable
}
