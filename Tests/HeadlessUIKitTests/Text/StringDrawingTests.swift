// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: NSStringDrawing.h (iOS 17.4 SDK): `NSString`'s drawing additions, which a Swift
// `String` reaches on Apple platforms.
@Suite(.serialized, .headlessWorld) @MainActor struct StringDrawingTests {
    @Test("a string measures and draws as NSString does: zero sizes, each call listed as inert")
    func measuringIsInert() {
        let font = UIFont.systemFont(ofSize: 17)
        let bounds = "Title".boundingRect(
            with: CGSize(width: CGFloat(200), height: CGFloat.greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        #expect(bounds == .zero)
        #expect("Title".size(withAttributes: [.font: font]) == .zero)
        NSString(string: "Title").draw(at: .zero, withAttributes: nil)
        "Title".draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
        #expect(
            Headless.inertCalls == [
                "NSString.boundingRect(with:options:attributes:context:)",
                "NSString.draw(at:withAttributes:)",
                "NSString.draw(in:withAttributes:)", "NSString.size(withAttributes:)",
            ])
    }
}
