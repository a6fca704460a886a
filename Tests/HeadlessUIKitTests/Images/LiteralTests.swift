// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIKit's Swift overlay in the iOS 17.4 SDK (UIKit.swiftinterface): `UIColor` is
// `_ExpressibleByColorLiteral` from sRGB components, `UIImage` `_ExpressibleByImageLiteral` by
// asset name, and `_ColorLiteralType` / `_ImageLiteralType` name them.
@Suite(.serialized, .headlessWorld) @MainActor struct LiteralTests {
    @Test("a colour literal is a UIColor with its components; an image literal is the named asset")
    func literals() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        var components: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&components.0, green: &components.1, blue: &components.2, alpha: &components.3))
        #expect([components.0, components.1, components.2, components.3] == [1, 0.5, 0.25, 0.75])
        Headless.addImage(named: "user", size: CGSize(width: 24, height: 24), scale: 2)
        let image = #imageLiteral(resourceName: "user")
        #expect(image.size == CGSize(width: 24, height: 24))
        #expect(image.scale == 2)
        let button = UIButton(type: .system)
        button.setImage(#imageLiteral(resourceName: "user"), for: .normal)
        #expect(button.image(for: .normal)?.size == CGSize(width: 24, height: 24))
    }
}
