// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A brand colour an app subclasses UIColor for, with no initializer of its own.
private final class BrandColor: UIColor, @unchecked Sendable {
    override func setFill() {
        MainActor.assumeIsolated { log("brand fill") }
        super.setFill()
    }
}

// A Swift subclass of UIColor that declares no initializer inherits every initializer, the
// literal's required one included, as it does on iOS (checked with ios-typecheck against the
// iOS 17.4 SDK); its drawing overrides run.
@Suite(.serialized, .headlessWorld) @MainActor struct UIColorSubclassTests {
    @Test("a subclass inherits the initializers and its setFill override runs inside a renderer")
    func subclass() {
        let transcript = Log.start()
        let brand = BrandColor(white: 0.5, alpha: 1)
        let literal = BrandColor(_colorLiteralRed: 1, green: 0, blue: 0, alpha: 1)
        var components: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = literal.getRed(&components.0, green: &components.1, blue: &components.2, alpha: &components.3)
        #expect(components == (1, 0, 0, 1))
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in brand.setFill() }
        #expect(transcript.take() == ["brand fill"])
    }
}
