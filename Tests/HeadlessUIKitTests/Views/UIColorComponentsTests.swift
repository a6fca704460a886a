// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// HSB converts to RGB by the standard hexcone formula (hue 0 red, 1/3 green, 2/3 blue).
@Suite(.serialized, .headlessWorld) @MainActor struct UIColorComponentsTests {
    static func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("init(hue:saturation:brightness:alpha:) converts to red, green and blue")
    func hsbToRGB() {
        #expect(Self.rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
        #expect(Self.rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)) == [0, 1, 0, 0.5])
        #expect(
            Self.rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)) == [0.4, 0.8, 0.8, 1])
        #expect(
            Self.rgba(UIColor(hue: 0.75, saturation: 0, brightness: 0.25, alpha: 1)) == [0.25, 0.25, 0.25, 1])
    }

    @Test("getHue(_:saturation:brightness:alpha:) gives back the hue, saturation and brightness")
    func rgbToHSB() {
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let color = UIColor(hue: 0.6, saturation: 0.4, brightness: 0.9, alpha: 0.7)
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect([h, s, b, a].map { ($0 * 1000).rounded() / 1000 } == [0.6, 0.4, 0.9, 0.7])
        var white: CGFloat = 0
        #expect(UIColor(white: 0.3, alpha: 1).getWhite(&white, alpha: nil))
        #expect(white == 0.3)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
    }

    @Test("a dynamic colour resolves through its provider; the fixed colours UIKit lists have their values")
    func dynamicAndFixed() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(Self.rgba(color) == [0, 0, 0, 1])
        #expect(Self.rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(Self.rgba(.magenta) == [1, 0, 1, 1])
        #expect(Self.rgba(.lightText) == [1, 1, 1, 0.6])
    }
}
