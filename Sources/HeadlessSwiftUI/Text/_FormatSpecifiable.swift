// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A numeric type a localized string interpolates through a `printf`-style format specifier.
public protocol _FormatSpecifiable: Equatable {
    /// The argument type passed to the format.
    associatedtype _Arg: CVarArg
    /// The value as a format argument.
    var _arg: Self._Arg { get }
    /// The default format specifier.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Int64 { Int64(self) }
    /// The default format specifier.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Int32 { Int32(self) }
    /// The default format specifier.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Int32 { Int32(self) }
    /// The default format specifier.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Int32 { self }
    /// The default format specifier.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Int64 { self }
    /// The default format specifier.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: UInt64 { UInt64(self) }
    /// The default format specifier.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: UInt32 { UInt32(self) }
    /// The default format specifier.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: UInt32 { UInt32(self) }
    /// The default format specifier.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: UInt32 { self }
    /// The default format specifier.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: UInt64 { self }
    /// The default format specifier.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Float { self }
    /// The default format specifier.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: Double { self }
    /// The default format specifier.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value as a format argument.
    public var _arg: CGFloat { self }
    /// The default format specifier.
    public var _specifier: String { "%lf" }
}
