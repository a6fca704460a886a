// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: Text's remaining initializers, its date style's coding, the line style's UIKit
    // bridge, and SwiftUI's attribute scope.
    @Suite(.serialized) @MainActor struct TextFormsTests {
        @Test("timer text counts down or up at the pause time, with or without hours")
        func timer() {
            let interval = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 4_000)
            let pause = Date(timeIntervalSince1970: 75)
            #expect(Text(timerInterval: interval, pauseTime: pause).string == "1:05:25")
            #expect(Text(timerInterval: interval, pauseTime: pause, countsDown: false).string == "1:15")
            #expect(Text(timerInterval: interval, pauseTime: pause, showsHours: false).string == "65:25")
            let late = Date(timeIntervalSince1970: 9_000)
            #expect(Text(timerInterval: interval, pauseTime: late).string == "0:00")
            let key: LocalizedStringKey =
                "Locked for \(timerInterval: interval, pauseTime: pause, showsHours: false)"
            #expect(Text(key).string == "Locked for 65:25")
        }

        @Test("an image, an interval and formatted values")
        func forms() {
            #expect(Text(Image(systemName: "star")).string == "")
            let day = Date(timeIntervalSince1970: 0)
            #expect(
                Text(DateInterval(start: day, end: day.addingTimeInterval(86_400))).string
                    == Text(day...day.addingTimeInterval(86_400)).string)
            let formatter = NumberFormatter()
            formatter.numberStyle = .percent
            #expect(Text(NSNumber(value: 0.5), formatter: formatter).string == "50%")
        }

        @Test("date styles compare and code by name")
        func dateStyles() throws {
            #expect(Text.DateStyle.timer == .timer)
            #expect(Text.DateStyle.timer != .date)
            let data = try JSONEncoder().encode([Text.DateStyle.relative])
            #expect(String(decoding: data, as: UTF8.self) == "[\"relative\"]")
            #expect(try JSONDecoder().decode([Text.DateStyle].self, from: data) == [.relative])
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode([Text.DateStyle].self, from: Data("[\"weekly\"]".utf8))
            }
        }

        @Test("line styles bridge to and from UIKit's underline styles by pattern")
        func lineStyles() {
            #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
            #expect(Text.LineStyle(nsUnderlineStyle: .single) == .single)
            #expect(
                Text.LineStyle(nsUnderlineStyle: [.thick, .patternDash]) == Text.LineStyle(pattern: .dash))
            #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dot)) == [.single, .patternDot])
            #expect(NSUnderlineStyle(.single) == .single)
        }

        @Test("SwiftUI's attributes are set and read on attributed strings")
        func attributes() {
            var string = AttributedString("Hello")
            string.foregroundColor = .red
            string.font = .body
            string.kern = 2
            string.underlineStyle = .single
            #expect(string.foregroundColor == .red)
            #expect(string.font == .body)
            #expect(string.kern == 2)
            #expect(string.underlineStyle == .single)
            #expect(string.runs.count == 1)
            #expect(
                AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name == "SwiftUI.ForegroundColor")
            #expect(Text(string).string == "Hello")
        }
    }
}

extension SwiftUIInternalTests {
    // Issue 32: the two text selectabilities say whether text can be selected.
    @Suite(.serialized) @MainActor struct TextSelectabilityTests {
        /// Whether `selectability` allows selection, read through the protocol.
        private func allows<S: TextSelectability>(_ selectability: S) -> Bool { S.allowsSelection }

        @Test("enabled allows selection; disabled does not")
        func selectability() {
            #expect(allows(.enabled))
            #expect(!allows(.disabled))
        }
    }
}
