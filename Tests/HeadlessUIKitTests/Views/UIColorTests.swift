// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Apple's Human Interface Guidelines, Color › Specifications: the semantic colours' light-mode
// values at default contrast (the headless interface style is always light).
@Suite(.serialized, .headlessWorld) @MainActor struct UIColorTests {
    static let semantic: [(String, UIColor, [CGFloat])] = [
        ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 0.3]),
        ("quaternaryLabel", .quaternaryLabel, [60, 60, 67, 0.18]),
        ("placeholderText", .placeholderText, [60, 60, 67, 0.3]),
        ("separator", .separator, [60, 60, 67, 0.29]),
        ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 1]),
        ("link", .link, [0, 122, 255, 1]),
        ("systemFill", .systemFill, [120, 120, 128, 0.2]),
        ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 0.16]),
        ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 0.12]),
        ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 0.08]),
        ("systemMint", .systemMint, [0, 199, 190, 1]),
        ("systemCyan", .systemCyan, [50, 173, 230, 1]),
        ("systemBrown", .systemBrown, [162, 132, 94, 1]),
    ]

    static func rgba(_ color: UIColor) -> [CGFloat] {
        let parts = color.cgColor.components ?? []
        return parts.prefix(3).map { ($0 * 255).rounded() } + [parts.last ?? -1]
    }

    @Test("semantic colours resolve to their light-mode values")
    func semanticColours() {
        for (name, color, expected) in Self.semantic {
            #expect(Self.rgba(color) == expected, "\(name)")
        }
    }

    @Test("withAlphaComponent keeps red, green and blue and replaces the opacity")
    func withAlpha() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(Self.rgba(faded) == [0, 122, 255, 0.5])
        #expect(Self.rgba(UIColor.systemBlue) == [0, 122, 255, 1])
    }

    @Test("a Display P3 colour keeps the components it was given")
    func displayP3() {
        let accent = UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 0.8)
        #expect(accent.cgColor.components == [1, 0.5, 0, 0.8])
    }
}
