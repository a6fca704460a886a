// ViewLifecycle · os (a stand-in where the platform has no os module)

/// A log message: a string literal whose interpolations say how each value is formatted and
/// whether it is private.
///
/// The values are captured as closures and read only when the message goes somewhere.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's literal parts and its values.
    let interpolation: OSLogInterpolation

    /// A message made of `stringInterpolation`.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message with no values.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message with its values read and formatted, as the console shows it.
    var composed: String {
        interpolation.segments.map { $0() }.joined()
    }
}
