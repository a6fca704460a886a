// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: Apple's Auto Layout Guide, appendix "Visual Format Language" (the examples and the
// grammar; the standard space is 8 points between views and the layout margin at the superview
// edge), with the attributes UIKit relates for each part (see VisualFormatEdges).
@Suite(.serialized, .headlessWorld) @MainActor struct NSLayoutConstraintVisualFormatTests {
    let superview = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()

    init() {
        for view in [a, b, c] { superview.addSubview(view) }
    }

    /// Each constraint as `first.attribute relation second.attribute × multiplier + constant
    /// @priority`, leaving out a multiplier of 1, a constant of 0 and the required priority.
    func describe(_ constraints: [NSLayoutConstraint]) -> [String] {
        let names: [(UIView, String)] = [(superview, "superview"), (a, "a"), (b, "b"), (c, "c")]
        func name(_ item: AnyObject?) -> String { names.first { $0.0 === item }?.1 ?? "?" }
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? "\(Int(value))" : "\(value)"
        }
        return constraints.map { constraint in
            let relation =
                switch constraint.relation {
                case .equal: "=="
                case .lessThanOrEqual: "<="
                case .greaterThanOrEqual: ">="
                }
            var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation)"
            if constraint.secondItem != nil {
                text += " \(name(constraint.secondItem)).\(constraint.secondAttribute)"
                if constraint.multiplier != 1 { text += " × \(number(constraint.multiplier))" }
                if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
                if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
            } else {
                text += " \(number(constraint.constant))"
            }
            if constraint.priority != .required {
                text += " @\(number(CGFloat(constraint.priority.rawValue)))"
            }
            return text
        }
    }

    func constraints(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> [String] {
        describe(
            NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b, "c": c])
        )
    }

    nonisolated static let goldens: [(String, [String])] = [
        ("[a]-[b]", ["b.leading == a.trailing + 8"]),
        ("[a(>=50)]", ["a.width >= 50"]),
        ("|-50-[a]-50-|", ["a.leading == superview.leading + 50", "superview.trailing == a.trailing + 50"]),
        ("V:[a]-10-[b]", ["b.top == a.bottom + 10"]),
        ("[a][b]", ["b.leading == a.trailing"]),
        ("[a(100@20)]", ["a.width == 100 @20"]),
        ("[a(==b)]", ["a.width == b.width"]),
        ("[a(>=70,<=100)]", ["a.width >= 70", "a.width <= 100"]),
        (
            "|-[a]-[b]-[c(>=20)]-|",
            [
                "a.leading == superview.leadingMargin", "b.leading == a.trailing + 8",
                "c.leading == b.trailing + 8", "c.width >= 20", "superview.trailingMargin == c.trailing",
            ]
        ),
        ("V:|-[a]-(>=8)-|", ["a.top == superview.topMargin", "superview.bottom >= a.bottom + 8"]),
        (
            "V:|[a(==b)][b]|",
            [
                "a.top == superview.top", "a.height == b.height", "b.top == a.bottom",
                "superview.bottom == b.bottom",
            ]
        ),
        (
            "H: | - [a] - |",
            ["a.leading == superview.leadingMargin", "superview.trailingMargin == a.trailing"]
        ),
        ("[a]-(-4)-[b]", ["b.leading == a.trailing - 4"]),
    ]

    @Test("each format of Apple's guide makes UIKit's constraints", arguments: goldens)
    func golden(format: String, expected: [String]) {
        #expect(constraints(format) == expected)
    }

    @Test("metrics name constants and priorities, and the constraints come back inactive")
    func metrics() {
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(>=side@high)-[a(width)]-[b]|",
            metrics: ["side": 20, "width": 44.5, "high": 750],
            views: ["a": a, "b": b])
        #expect(
            describe(made) == [
                "a.leading >= superview.leading + 20 @750", "a.width == 44.5", "b.leading == a.trailing + 8",
                "superview.trailing == b.trailing",
            ])
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test("alignment options relate each pair of neighbours, after the format's own constraints")
    func alignment() {
        #expect(
            constraints("|-[a]-[b]-|", [.alignAllTop, .alignAllBottom]) == [
                "a.leading == superview.leadingMargin", "b.leading == a.trailing + 8",
                "superview.trailingMargin == b.trailing", "a.top == b.top", "a.bottom == b.bottom",
            ])
        #expect(
            constraints("V:[a]-[b]", .alignAllCenterX) == ["b.top == a.bottom + 8", "a.centerX == b.centerX"])
    }

    @Test("spacing baseline to baseline relates the earlier view's last baseline to the later one's first")
    func baselines() {
        #expect(
            constraints("V:|-[a]-[b]", .spacingBaselineToBaseline) == [
                "a.firstBaseline == superview.topMargin", "b.firstBaseline == a.lastBaseline + 8",
            ])
    }

    @Test("an absolute direction uses left and right; right-to-left reads the format from the right")
    func direction() {
        #expect(
            constraints("|-8-[a]-[b]-|", .directionLeftToRight) == [
                "a.left == superview.left + 8", "b.left == a.right + 8", "superview.rightMargin == b.right",
            ])
        #expect(
            constraints("|-8-[a]-[b]-|", .directionRightToLeft) == [
                "superview.right == a.right + 8", "a.left == b.right + 8", "b.left == superview.leftMargin",
            ])
    }

    @Test("a malformed format stops the program with UIKit's reason and a caret under the place")
    func malformedStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView()
                let view = UIView()
                container.addSubview(view)
                _ = NSLayoutConstraint.constraints(
                    withVisualFormat: "|-[view", metrics: nil, views: ["view": view])
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            output.contains(
                "Fatal error: Unable to parse constraint format: \nExpected a ']' here. That is how you give the end "
                    + "of a view. \n|-[view \n       ^"))
    }
}
