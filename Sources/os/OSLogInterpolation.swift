// ViewLifecycle · os (a stand-in where the platform has no os module)

/// The parts of a log message as its string literal is read: literal text and formatted values.
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The parts, in order, each made when the message is composed.
    var segments: [() -> String] = []

    /// An empty message with room for its parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
        segments.append { literal }
    }

    /// Appends a value made by `text`, aligned in `align`'s columns.
    mutating func append(_ text: @escaping () -> String, align: OSLogStringAlignment) {
        segments.append { align.aligned(text()) }
    }
}
