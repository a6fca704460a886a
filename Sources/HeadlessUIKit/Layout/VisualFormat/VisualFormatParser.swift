// ViewLifecycle · HeadlessUIKit

import Foundation

/// Reads a visual format string into the constraints UIKit makes of it.
///
/// The grammar is the one in Apple's Auto Layout Guide, appendix "Visual Format Language"
/// (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/
/// VisualFormatLanguage.html): `(H:|V:)? (| connection)? [view(predicates)] (connection [view])*
/// (connection |)?`, a connection being nothing (flush), `-` (the standard space) or
/// `-predicates-`, a predicate `(==|<=|>=)? (number|metric|view) (@priority)?`. The reasons a
/// malformed string gets are UIKit's own. Whitespace is removed first, so positions count the
/// format without it. `VisualFormatEdges` decides which edges each connection relates.
@MainActor
struct VisualFormatParser {
    /// Where a number or name is read, which decides what a view's name there means.
    private enum Context {
        /// In a connection: a view's name is an error (a space cannot equal a view's size).
        case spacing
        /// In a view's size: a view's name relates the two views' sizes.
        case size
        /// After `@`: only numbers and metrics.
        case priority
    }

    /// A constant read from the format: a number (or metric), or a view whose size it names.
    private enum Operand {
        case number(CGFloat)
        case view(UIView)
    }

    private let characters: [Character]
    private let original: String
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var edges: VisualFormatEdges
    private var position = 0
    private var constraints: [NSLayoutConstraint] = []
    private var alignments: [NSLayoutConstraint] = []

    init(
        format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
        views: [String: Any]
    ) {
        original = format
        characters = format.filter { !$0.isWhitespace }
        self.metrics = metrics ?? [:]
        self.views = views
        edges = VisualFormatEdges(options: options)
    }

    /// The constraints of the format, in UIKit's order: each view's size after the connection
    /// that reaches it, the alignments the options ask for last.
    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        guard !original.isEmpty else {
            throw VisualFormatError(reason: "It's an empty string.", format: nil, position: 0)
        }
        guard original.allSatisfy(\.isASCII) else {
            throw VisualFormatError(reason: "It contains non-ASCII characters.", format: nil, position: 0)
        }
        try parseOrientation()
        var previous: UIView
        if peek == "|" {
            position += 1
            guard peek != nil else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizes) = try parseView()
            try connect(connection, from: nil, to: view)
            constraints += sizes
            previous = view
        } else {
            let (view, sizes) = try parseView()
            constraints += sizes
            previous = view
        }
        while peek != nil {
            let connection = try parseConnection()
            switch peek {
            case "[":
                let (view, sizes) = try parseView()
                try connect(connection, from: previous, to: view)
                constraints += sizes
                previous = view
            case "|":
                position += 1
                try connect(connection, from: previous, to: nil)
                guard peek == nil else { throw fail("Expected the end of the format string") }
            default:
                throw fail("Expected a view or '|'")
            }
        }
        return constraints + alignments
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: String(characters), position: position)
    }

    private mutating func parseOrientation() throws(VisualFormatError) {
        switch peek {
        case "H":
            position += 1
            guard peek == ":" else { throw fail("Expected ':' after 'H' to specify horizontal arrangement") }
            position += 1
        case "V":
            edges.isHorizontal = false
            position += 1
            guard peek == ":" else { throw fail("Expected ':' after 'V' to specify vertical arrangement") }
            position += 1
        default:
            break
        }
    }

    /// Reads what joins two items: nothing (flush), `-` (standard) or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> [VisualFormatPredicate] {
        guard peek == "-" else { return [VisualFormatPredicate(spacing: .flush)] }
        position += 1
        if peek == "|" || peek == "[" {
            return [VisualFormatPredicate(constant: NSLayoutConstraint.standardSpacing, spacing: .standard)]
        }
        let predicates: [VisualFormatPredicate]
        switch peek {
        case "-":
            throw fail(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.")
        case "(":
            position += 1
            predicates = try parsePredicateList(.spacing)
            guard peek == ")" else {
                throw fail(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
                )
            }
            position += 1
        default:
            predicates = [try parsePredicate(.spacing)]
        }
        switch peek {
        case "-":
            position += 1
            return predicates
        case ",":
            throw fail(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the "
                    + "list of constraints")
        default:
            throw fail("Expected a '-' here")
        }
    }

    /// Reads `[name]` or `[name(predicates)]`: the view and the constraints on its size.
    private mutating func parseView() throws(VisualFormatError) -> (UIView, [NSLayoutConstraint]) {
        guard peek == "[" else { throw fail("Expected a view") }
        position += 1
        guard peek != nil else { throw fail("Expected a view") }
        let name = parseName()
        guard !name.isEmpty else {
            throw fail(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores.")
        }
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.") }
        guard let view = value as? UIView else {
            throw fail("\(name) in the views dictionary is a \(type(of: value)), not a UIView.")
        }
        switch peek {
        case "]":
            position += 1
            return (view, [])
        case "(":
            position += 1
            guard peek != nil else {
                throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view")
            }
            let predicates = try parsePredicateList(.size)
            guard peek == ")" else {
                throw fail(
                    "A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            position += 1
            guard peek == "]" else { throw fail("Expected ']' after specifying thickness.") }
            position += 1
            return (view, predicates.map { edges.size(of: view, $0) })
        default:
            throw fail("Expected a ']' here. That is how you give the end of a view.")
        }
    }

    private mutating func parsePredicateList(
        _ context: Context
    ) throws(VisualFormatError) -> [VisualFormatPredicate] {
        var predicates = [try parsePredicate(context)]
        while peek == "," {
            position += 1
            predicates.append(try parsePredicate(context))
        }
        return predicates
    }

    private mutating func parsePredicate(
        _ context: Context
    ) throws(VisualFormatError) -> VisualFormatPredicate {
        guard let first = peek else { throw fail("Expected more input") }
        var predicate = VisualFormatPredicate()
        if first == "<" || first == ">" || first == "=" {
            position += 1
            guard peek == "=" else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            position += 1
            predicate.relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
        }
        switch try parseOperand(context) {
        case .number(let constant): predicate.constant = constant
        case .view(let view): predicate.view = view
        }
        if peek == "@" {
            position += 1
            guard case .number(let priority) = try parseOperand(.priority) else { return predicate }
            guard priority > 0 else {
                throw fail(
                    String(
                        format: "Invalid priority specified: %g. Priority must be greater than 0", priority))
            }
            guard priority <= 1000 else {
                throw fail(
                    String(
                        format: "Invalid priority specified: %g. Priority cannot be higher than "
                            + "NSLayoutPriorityRequired, which is 1000.", priority))
            }
            predicate.priority = UILayoutPriority(Float(priority))
        }
        return predicate
    }

    private mutating func parseOperand(_ context: Context) throws(VisualFormatError) -> Operand {
        let somethingElse =
            "Expected a number or key from the metrics dictionary, but encountered something else"
        guard let first = peek else { throw fail(somethingElse) }
        if first == "-" || first.isASCIIDigit {
            let start = position
            position += 1
            while let next = peek, next.isASCIIDigit || next == "." { position += 1 }
            guard let number = Double(String(characters[start..<position])) else {
                position = start
                throw fail(
                    "Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return .number(CGFloat(number))
        }
        let name = parseName()
        guard !name.isEmpty else { throw fail(somethingElse) }
        if let metric = metrics[name] {
            guard let number = Self.number(metric) else {
                throw fail("The metric \"\(name)\" is a \(type(of: metric)), not a number.")
            }
            return .number(number)
        }
        if let value = views[name], context != .priority {
            if context == .size, let view = value as? UIView { return .view(view) }
            throw fail(
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to "
                    + "use a view as a spacer? [view1][spacer(==view1)][view2]")
        }
        throw fail(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        )
    }

    /// Reads a name: a letter or underscore, then letters, digits and underscores.
    private mutating func parseName() -> String {
        guard let first = peek, first.isASCIILetter || first == "_" else { return "" }
        let start = position
        while let next = peek, next.isASCIILetter || next.isASCIIDigit || next == "_" { position += 1 }
        return String(characters[start..<position])
    }

    /// Relates two items by each predicate of the connection (`nil` is the superview), and
    /// aligns two views as the options ask.
    private mutating func connect(
        _ connection: [VisualFormatPredicate], from left: UIView?, to right: UIView?
    ) throws(VisualFormatError) {
        do {
            try edges.validate()
        } catch {
            throw fail(error.reason)
        }
        var superview: UIView?
        if let adjacent = left ?? right, left == nil || right == nil {
            guard let container = adjacent.superview else {
                throw fail(
                    "Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            superview = container
        }
        for predicate in connection {
            constraints.append(edges.spacing(predicate, from: left, to: right, superview: superview))
        }
        guard let left, let right else { return }
        do {
            alignments += try edges.alignments(of: left, and: right)
        } catch {
            throw fail(error.reason)
        }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
