// ViewLifecycle · os (a stand-in where the platform has no os module)

/// How a log message shows an integer: its base, sign, prefix and least number of digits.
public struct OSLogIntegerFormatting {
    /// The base: 10, 16 or 8.
    var radix: Int
    /// Whether a positive number shows `+`.
    var explicitPositiveSign: Bool
    /// Whether hex and octal show `0x` and `0o`.
    var includePrefix: Bool
    /// Whether hex digits are upper case.
    var uppercase: Bool
    /// The least number of digits, padded with zeros.
    var minDigits: (() -> Int)?

    /// Base 10, with at least `minDigits` digits.
    public static func decimal(
        explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    /// Base 10.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: nil)
    }

    /// Base 10, as written.
    public static var decimal: OSLogIntegerFormatting { .decimal() }

    /// Base 16, with at least `minDigits` digits.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase,
            minDigits: minDigits)
    }

    /// Base 16.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase,
            minDigits: nil)
    }

    /// Base 16, lower case, no prefix.
    public static var hex: OSLogIntegerFormatting { .hex() }

    /// Base 8, with at least `minDigits` digits.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase,
            minDigits: minDigits)
    }

    /// Base 8.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase,
            minDigits: nil)
    }

    /// Base 8, no prefix.
    public static var octal: OSLogIntegerFormatting { .octal() }

    /// `number` as this formatting shows it.
    func format<Number: BinaryInteger>(_ number: Number) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if let minDigits, digits.count < minDigits() {
            digits = String(repeating: "0", count: minDigits() - digits.count) + digits
        }
        let prefix = !includePrefix ? "" : radix == 16 ? "0x" : radix == 8 ? "0o" : ""
        let sign = number < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}
