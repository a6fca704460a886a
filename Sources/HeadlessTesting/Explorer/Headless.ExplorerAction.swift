// ViewLifecycle · HeadlessTesting

extension Headless {
    /// One thing the explorer did as the user, printed as the Swift a test writes to do it.
    public enum ExplorerAction: Hashable, Sendable, CustomStringConvertible {
        /// Taps a control, a link, a tab or a toolbar item: `try Headless.tap("Add")`.
        case tap(Locator)
        /// Types text into a field: `try Headless.type("Dune", into: "Title")`.
        case type(String, into: Locator)
        /// Chooses an option of a picker or menu: `try Headless.select("Title", in: "Sort By")`.
        case select(String, in: Locator)
        /// Steps a stepper up: `try Headless.increment("Rating")`.
        case increment(Locator)
        /// Steps a stepper down: `try Headless.decrement("Rating")`.
        case decrement(Locator)
        /// Scrolls the first scrollable on screen to its end (`true`) or its top (`false`).
        case scroll(toEnd: Bool)
        /// Taps the top navigation bar's back button: `try Headless.goBack()`.
        case goBack
        /// Swipes the sheet on top down, letting go past the threshold (`true`) or before it.
        case swipeSheetDown(finishing: Bool)
        /// Sends the app to the background and brings it back.
        case backgroundAndForeground

        /// The action as Swift a test can paste: one statement, or four for the round trip to
        /// the background.
        public var description: String {
            switch self {
            case .tap(let locator): "try Headless.tap(\(Self.code(locator)))"
            case .type(let text, let field):
                "try Headless.type(\(Self.literal(text)), into: \(Self.code(field)))"
            case .select(let option, let picker):
                "try Headless.select(\(Self.literal(option)), in: \(Self.code(picker)))"
            case .increment(let stepper): "try Headless.increment(\(Self.code(stepper)))"
            case .decrement(let stepper): "try Headless.decrement(\(Self.code(stepper)))"
            case .scroll(let toEnd): "try Headless.scroll(to: \(toEnd ? ".end" : ".top"))"
            case .goBack: "try Headless.goBack()"
            case .swipeSheetDown(let finishing):
                finishing ? "try Headless.swipeSheetDown()" : "try Headless.swipeSheetDown(finishing: false)"
            case .backgroundAndForeground:
                "Headless.enterBackground(); Headless.runUntilIdle(); Headless.enterForeground(); Headless.runUntilIdle()"
            }
        }

        private static func code(_ locator: Locator) -> String {
            switch locator {
            case .label(let label): literal(label)
            case .identifier(let identifier): ".identifier(\(literal(identifier)))"
            case .role(let role, let label):
                ".role(\(literal(role)), label: \(label.map(literal) ?? "nil"))"
            }
        }

        /// `text` as a Swift string literal.
        static func literal(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        result += "\\u{" + String(scalar.value, radix: 16) + "}"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }
    }
}
