// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// NSAttributedString.h: UIKit's attribute names, with UIKit's raw values, work with Foundation's
// attributed strings; a label keeps the attributed text it is given.
@Suite(.serialized, .headlessWorld) @MainActor struct NSAttributedStringKeyTests {
    @Test("UIKit's attribute names have UIKit's raw values")
    func rawValues() {
        let keys: [NSAttributedString.Key] = [.font, .foregroundColor, .backgroundColor, .kern, .link]
        #expect(keys.map(\.rawValue) == ["NSFont", "NSColor", "NSBackgroundColor", "NSKern", "NSLink"])
    }

    @Test("an attributed string keeps its attributes per range; a label keeps its attributed text")
    func attributedString() {
        let title = NSMutableAttributedString(string: "Due ", attributes: [.kern: 1.5])
        title.append(NSAttributedString(string: "today", attributes: [.foregroundColor: UIColor.systemRed]))
        #expect(title.string == "Due today")
        #expect(title.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 1.5)
        #expect(
            title.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == UIColor.systemRed)
        #expect(title.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        let label = UILabel()
        label.attributedText = title
        #expect(label.attributedText?.string == "Due today")
    }
}
