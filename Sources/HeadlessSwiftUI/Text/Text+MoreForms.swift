// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Text {
    /// A text holding an image: it has no characters of its own headlessly (as in a
    /// `LocalizedStringKey` interpolation), so it shows an empty string.
    @available(iOS 14.0, macOS 11.0, *)
    public init(_ image: Image) {
        self.init(verbatim: "")
    }

    /// The interval's start and end dates, as `init(_:)` with a closed range shows them.
    @available(iOS 14.0, macOS 11.0, *)
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A Foundation value as `formatter` writes it (its description when the formatter
    /// cannot).
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// An object as `formatter` writes it (its description when the formatter cannot).
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        self.init(verbatim: formatter.string(for: subject) ?? subject.description)
    }

    /// A timer over `timerInterval`, frozen at the moment of creation: the time left (or,
    /// when not counting down, elapsed) at `pauseTime`, else now, clamped to the interval, as
    /// `m:ss` or `h:mm:ss` (hours only when there are some and `showsHours`; else the minutes
    /// run past 59).
    @available(iOS 16.0, macOS 13.0, *)
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        self.init(
            verbatim: Self.timerString(
                timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }

    /// The timer text of `interval` at `date`.
    static func timerString(
        _ interval: ClosedRange<Date>, at date: Date, countsDown: Bool, showsHours: Bool
    )
        -> String
    {
        let reference = min(max(date, interval.lowerBound), interval.upperBound)
        let shown =
            countsDown
            ? interval.upperBound.timeIntervalSince(reference)
            : reference.timeIntervalSince(interval.lowerBound)
        let seconds = Int(shown.rounded(.down))
        let hours = showsHours ? seconds / 3600 : 0
        let minutes = (seconds - hours * 3600) / 60
        let rest = seconds % 60
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
        return "\(minutes):\(twoDigits(rest))"
    }
}

@available(iOS 14.0, macOS 11.0, *)
extension Text.DateStyle: Equatable {
    /// Whether both are the same style.
    public static func == (lhs: Text.DateStyle, rhs: Text.DateStyle) -> Bool {
        lhs.name == rhs.name
    }
}

@available(iOS 14.0, macOS 11.0, *)
extension Text.DateStyle: Codable {
    /// Decodes a style from its name (`"time"`, `"date"`, `"relative"`, `"offset"`,
    /// `"timer"`): a guess at the form, which SwiftUI does not document.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard ["time", "date", "relative", "offset", "timer"].contains(name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown date style \(name)"))
        }
        self.init(name: name)
    }

    /// Encodes the style as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension Text.LineStyle {
    /// The line style of a UIKit underline style: its pattern (`nil` for no line); the
    /// thickness and color bits have no headless counterpart.
    @available(iOS 15.0, *)
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard nsUnderlineStyle.rawValue != 0 else { return nil }
        switch nsUnderlineStyle.rawValue & 0x700 {
        case NSUnderlineStyle.patternDot.rawValue: self.init(pattern: .dot)
        case NSUnderlineStyle.patternDash.rawValue: self.init(pattern: .dash)
        case NSUnderlineStyle.patternDashDot.rawValue: self.init(pattern: .dashDot)
        case NSUnderlineStyle.patternDashDotDot.rawValue: self.init(pattern: .dashDotDot)
        default: self.init(pattern: .solid)
        }
    }
}

extension NSUnderlineStyle {
    /// The UIKit underline style of a line style: a single line in its pattern.
    @available(iOS 15.0, *)
    public init(_ lineStyle: Text.LineStyle) {
        switch lineStyle.patternName {
        case Text.LineStyle.Pattern.dot.name: self = [.single, .patternDot]
        case Text.LineStyle.Pattern.dash.name: self = [.single, .patternDash]
        case Text.LineStyle.Pattern.dashDot.name: self = [.single, .patternDashDot]
        case Text.LineStyle.Pattern.dashDotDot.name: self = [.single, .patternDashDotDot]
        default: self = .single
        }
    }
}
