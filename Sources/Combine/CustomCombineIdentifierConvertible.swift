// ViewLifecycle · Combine

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
