// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import Testing

@testable import HeadlessUIKit

// Source: UIKit's exception reasons for malformed visual formats (`Unable to parse constraint
// format:`, the reason, the format and a caret under the place), as device logs print them,
// for example "Unable to interpret '|' character, because the related view doesn't have a
// superview" under `|[view]|`. `constraints(withVisualFormat:…)` stops the program with this
// text; the parser's error is asserted here.
@Suite(.serialized, .headlessWorld) @MainActor struct VisualFormatParserTests {
    nonisolated static let errors: [(String, NSLayoutConstraint.FormatOptions, String)] = [
        ("H|[a]", [], "Expected ':' after 'H' to specify horizontal arrangement \nH|[a] \n ^"),
        (
            "[a]-[missing]", [],
            "missing is not a key in the views dictionary. \n[a]-[missing] \n            ^"
        ),
        (
            "[a]-gap-[b]", [],
            #"Encountered metric with name "gap", but value was not specified in metrics or views dictionaries "#
                + "\n[a]-gap-[b] \n       ^"
        ),
        (
            "[a]-(>=8-[b]", [],
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier "
                + "\n[a]-(>=8-[b] \n        ^"
        ),
        (
            "[a(>=50]", [],
            "A predicate on a view's thickness must end with ')' and the view must end with ']' \n[a(>=50] \n       ^"
        ),
        (
            "[a(50@0)]", [],
            "Invalid priority specified: 0. Priority must be greater than 0 \n[a(50@0)] \n       ^"
        ),
        (
            "[a(50@1001)]", [],
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is "
                + "1000. \n[a(50@1001)] \n          ^"
        ),
        (
            "[a]-b-[b]", [],
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a "
                + "view as a spacer? [view1][spacer(==view1)][view2] \n[a]-b-[b] \n     ^"
        ),
        (
            "[a]--5-[b]", [],
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses "
                + "around negative numbers. \n[a]--5-[b] \n    ^"
        ),
        ("[a(<50)]", [], "Unknown relation. Must be ==, >=, or <= \n[a(<50)] \n    ^"),
        (
            "|[orphan]", [],
            "Unable to interpret '|' character, because the related view doesn't have a superview \n|[orphan] \n"
                + "         ^"
        ),
        (
            "H:[a]-[b]", .alignAllLeading,
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that "
                + "is also horizontal. \nH:[a]-[b] \n         ^"
        ),
        (
            "[a]-8,4-[b]", [],
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of "
                + "constraints \n[a]-8,4-[b] \n     ^"
        ),
        ("[a]x", [], "Expected a view or '|' \n[a]x \n   ^"),
        (
            "H:[a]-[b]", .spacingBaselineToBaseline,
            "BaselineToBaseline format option not valid for horizontal layout \nH:[a]-[b] \n         ^"
        ),
        ("[a]|[b]", [], "Expected the end of the format string \n[a]|[b] \n    ^"),
        (
            "[]", [],
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores. \n[] \n ^"
        ),
    ]

    @Test("a malformed format gets UIKit's reason with a caret under the place", arguments: errors)
    func malformed(format: String, options: NSLayoutConstraint.FormatOptions, reason: String) {
        let container = UIView()
        let views = ["a": UIView(), "b": UIView(), "orphan": UIView()]
        for key in ["a", "b"] { container.addSubview(views[key]!) }
        var parser = VisualFormatParser(format: format, options: options, metrics: nil, views: views)
        do {
            _ = try parser.parse()
            Issue.record("\(format) parsed")
        } catch {
            #expect(error.description == "Unable to parse constraint format: \n" + reason)
        }
    }

    @Test("an empty or non-ASCII format is reported without a caret")
    func wholeString() {
        for (format, reason) in [("", "It's an empty string."), ("[é]", "It contains non-ASCII characters.")]
        {
            var parser = VisualFormatParser(format: format, options: [], metrics: nil, views: [:])
            do {
                _ = try parser.parse()
                Issue.record("\(format) parsed")
            } catch {
                #expect(error.description == "Unable to parse constraint format: \(reason)")
            }
        }
    }
}
