// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIFontDescriptor.h and UIFontMetrics.h (iOS 17.4 SDK).
@Suite(.serialized, .headlessWorld) @MainActor struct UIFontAdditionsTests {
    @Test("widths carry UIKit's values and name the system font; the standard width is the plain font")
    func widths() {
        #expect(
            [UIFont.Width.compressed, .condensed, .standard, .expanded].map(\.rawValue) == [
                -0.4, -0.2, 0, 0.2,
            ])
        let condensed = UIFont.systemFont(ofSize: 15, weight: .bold, width: .condensed)
        #expect(condensed.fontName == ".SFUI-Condensed-Bold" && condensed.pointSize == 15)
        #expect(
            UIFont.systemFont(ofSize: 15, weight: .bold, width: .standard)
                == .systemFont(ofSize: 15, weight: .bold))
    }

    @Test("metrics keep the default size, capped by a maximum; weights map to symbol weights and back")
    func metricsAndWeights() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFontMetrics.default.scaledFont(for: body) == body)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 12).pointSize == 12)
        #expect(UIFont.Weight.semibold.symbolWeight() == .semibold)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        let descriptor = UIFontDescriptor(fontAttributes: [.name: "Menlo"])
        #expect(UIFont(descriptor: descriptor, size: 11).fontName == "Menlo")
    }
}
