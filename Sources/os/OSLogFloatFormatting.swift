// ViewLifecycle · os (a stand-in where the platform has no os module)

import Foundation

/// How a log message shows a floating-point number: printf's notations, six decimals unless told.
public struct OSLogFloatFormatting {
    /// printf's conversion: `f`, `e`, `g` or `a`.
    var conversion: Character
    /// Whether a positive number shows `+`.
    var explicitPositiveSign: Bool
    /// Whether letters (`E`, `INF`, hex digits) are upper case.
    var uppercase: Bool
    /// The digits after the point, or printf's default.
    var precision: (() -> Int)?

    /// Fixed-point notation with six decimals (`3.140000`).
    public static var fixed: OSLogFloatFormatting { .fixed() }

    /// Fixed-point notation with `precision` decimals.
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
        uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
            precision: precision)
    }

    /// Fixed-point notation with six decimals.
    public static func fixed(
        explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "f", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hexadecimal notation (`0x1.91eb851eb851fp+1`).
    public static var hex: OSLogFloatFormatting { .hex() }

    /// Hexadecimal notation.
    public static func hex(
        explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "a", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation (`3.140000e+00`).
    public static var exponential: OSLogFloatFormatting { .exponential() }

    /// Exponential notation with `precision` decimals.
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
        uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
            precision: precision)
    }

    /// Exponential notation.
    public static func exponential(
        explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "e", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential, whichever is shorter (`3.14`).
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// Fixed or exponential with `precision` significant digits.
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
        uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
            precision: precision)
    }

    /// Fixed or exponential, whichever is shorter.
    public static func hybrid(
        explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: "g", explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `number` as printf shows it with this formatting's specifier.
    func format(_ number: Double) -> String {
        let conversion = uppercase ? String(conversion).uppercased() : String(conversion)
        let sign = explicitPositiveSign ? "+" : ""
        if let precision {
            return String(format: "%\(sign).\(precision())\(conversion)", number)
        }
        return String(format: "%\(sign)\(conversion)", number)
    }
}
