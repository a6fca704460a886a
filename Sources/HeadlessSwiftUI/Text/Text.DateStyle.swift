// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable {
        let name: String

        /// A style displaying only the time component for a date.
        public static let time = DateStyle(name: "time")
        /// A style displaying a date.
        public static let date = DateStyle(name: "date")
        /// A style displaying a date as relative to now.
        public static let relative = DateStyle(name: "relative")
        /// A style displaying a date as offset from now.
        public static let offset = DateStyle(name: "offset")
        /// A style displaying a date as timer counting from now.
        public static let timer = DateStyle(name: "timer")

        /// The date as this style shows it.
        func format(_ date: Date) -> String {
            switch name {
            case "time": return date.formatted(date: .omitted, time: .shortened)
            case "date": return date.formatted(date: .long, time: .omitted)
            default: return "\(Int(date.timeIntervalSinceNow.rounded())) s"
            }
        }
    }
}
