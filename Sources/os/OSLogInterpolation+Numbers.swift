// ViewLifecycle · os (a stand-in where the platform has no os module)

extension OSLogInterpolation {
    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt8, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt16, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt32, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> UInt64, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends an integer, with attributes for tools that read the log.
    public mutating func appendInterpolation<T>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) where T: FixedWidthInteger {
        append({ format.format(number()) }, align: align)
    }

    /// Appends a number, six decimals unless `format` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(Double(number())) }, align: align)
    }

    /// Appends a number, with attributes for tools that read the log.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append({ format.format(Double(number())) }, align: align)
    }

    /// Appends a number, six decimals unless `format` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align)
    }

    /// Appends a number, with attributes for tools that read the log.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append({ format.format(number()) }, align: align)
    }
}
