// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension UIColor {
    /// Creates a UIKit color from a SwiftUI color.
    ///
    /// A color made from components keeps them; the standard colors become their UIKit system
    /// colors in the light appearance (Apple's documented values); a color whose components the
    /// headless `Color` does not know (an asset catalog color, the accent color) becomes black
    /// (guess).
    ///
    /// - Parameter color: The SwiftUI color.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    public convenience init(_ color: Color) {
        let rgba = color.headlessComponents
        self.init(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
    }
}

extension Color {
    /// Red, green, blue and alpha of this color where known: from its components, or the
    /// standard color's UIKit system color in the light appearance; black otherwise.
    var headlessComponents: (CGFloat, CGFloat, CGFloat, CGFloat) {
        if let numbers = Self.numbers(in: name, prefix: "#("), numbers.count == 4 {
            return (numbers[0], numbers[1], numbers[2], numbers[3])
        }
        if let numbers = Self.numbers(in: name, prefix: "white("), numbers.count == 2 {
            return (numbers[0], numbers[0], numbers[0], numbers[1])
        }
        let standard: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
            "red": (1, 59 / 255, 48 / 255, 1), "orange": (1, 149 / 255, 0, 1), "yellow": (1, 204 / 255, 0, 1),
            "green": (52 / 255, 199 / 255, 89 / 255, 1), "blue": (0, 122 / 255, 1, 1),
            "purple": (175 / 255, 82 / 255, 222 / 255, 1), "pink": (1, 45 / 255, 85 / 255, 1),
            "gray": (142 / 255, 142 / 255, 147 / 255, 1), "mint": (0, 199 / 255, 190 / 255, 1),
            "teal": (48 / 255, 176 / 255, 199 / 255, 1), "cyan": (50 / 255, 173 / 255, 230 / 255, 1),
            "indigo": (88 / 255, 86 / 255, 214 / 255, 1), "brown": (162 / 255, 132 / 255, 94 / 255, 1),
            "black": (0, 0, 0, 1), "white": (1, 1, 1, 1),
            "clear": (0, 0, 0, 0), "primary": (0, 0, 0, 1), "secondary": (60 / 255, 60 / 255, 67 / 255, 0.6),
        ]
        return standard[name] ?? (0, 0, 0, 1)
    }

    /// The comma-separated numbers of a name such as `#(1.0, 0.5, 0.0, 1.0)`.
    private static func numbers(in name: String, prefix: String) -> [CGFloat]? {
        guard name.hasPrefix(prefix), name.hasSuffix(")") else { return nil }
        let inner = name.dropFirst(prefix.count).dropLast()
        let values = inner.split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        return values.map { CGFloat($0) }
    }
}
