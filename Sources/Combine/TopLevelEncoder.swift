// ViewLifecycle · Combine

/// A type that defines methods for encoding.
public protocol TopLevelEncoder {
    /// The type this encoder produces.
    associatedtype Output

    /// Encodes an instance of the indicated type.
    ///
    /// - Parameter value: The instance to encode.
    /// - Returns: The encoded value.
    func encode<T>(_ value: T) throws -> Output where T: Encodable
}
