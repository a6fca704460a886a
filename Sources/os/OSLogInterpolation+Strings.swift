// ViewLifecycle · os (a stand-in where the platform has no os module)

import Foundation

extension OSLogInterpolation {
    /// Appends a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(argumentString, align: align)
    }

    /// Appends a string, with attributes for tools that read the log.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append(argumentString, align: align)
    }

    /// Appends a value's description.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) where T: CustomStringConvertible {
        append({ value().description }, align: align)
    }

    /// Appends a value's description, with attributes for tools that read the log.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto,
        attributes: String
    ) where T: CustomStringConvertible {
        append({ value().description }, align: align)
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ String(reflecting: value()) }, align: align)
    }

    /// Appends a type's name, with attributes for tools that read the log.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append({ String(reflecting: value()) }, align: align)
    }

    /// Appends an object's description.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        append({ argumentObject().description }, align: .none)
    }

    /// Appends an object's description, with attributes for tools that read the log.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto,
        attributes: String
    ) {
        append({ argumentObject().description }, align: .none)
    }

    /// Appends an object's description, or `(null)` for none.
    public mutating func appendInterpolation(
        _ object: @autoclosure @escaping () -> NSObject?, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        append({ object()?.description ?? "(null)" }, align: .none)
    }

    /// Appends an error's description.
    @_disfavoredOverload
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        append({ String(describing: error()) }, align: .none)
    }

    /// Appends an error's description, or `(null)` for none.
    @_disfavoredOverload
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> (any Error)?, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        append({ error().map { String(describing: $0) } ?? "(null)" }, align: .none)
    }

    /// Appends a Boolean as `true`/`false` or, with `.answer`, `YES`/`NO`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
        privacy: OSLogPrivacy = .auto
    ) {
        append(
            { format == .truth ? (boolean() ? "true" : "false") : (boolean() ? "YES" : "NO") }, align: .none)
    }
}
