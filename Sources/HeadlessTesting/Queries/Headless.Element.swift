// ViewLifecycle · HeadlessTesting

extension Headless {
    /// One element on screen as a query finds it: what the user (or VoiceOver) meets, the same
    /// facts `Headless.screen()` prints on its line, and the elements inside it.
    ///
    /// A value, read when the query ran: query again after an action to see what changed.
    public struct Element: Equatable, Sendable, CustomStringConvertible {
        /// The element's role, as the screen text prints it: "Button", "Toggle", "TextField".
        public let role: String
        /// What VoiceOver reads first: a text's string, a control's title; may be empty.
        public let label: String
        /// What the element holds or shows beside its label: a field's text, a toggle's "on" or
        /// "off", a slider's number; `nil` when it shows none.
        public let value: String?
        /// The element's accessibility identifier, if it has one.
        public let identifier: String?
        /// Whether the element takes gestures (`false` for a disabled control).
        public let isEnabled: Bool
        /// Whether the element is selected: a selected tab or segment, a chosen row.
        public let isSelected: Bool
        /// The elements inside this one, in reading order.
        public let children: [Element]

        package init(_ element: ScreenElement) {
            role = element.role.name
            label = element.label
            switch element.value {
            case .text(let text)?, .state(let text)?: value = text
            case nil: value = nil
            }
            identifier = element.identifier
            isEnabled = element.isEnabled
            isSelected = element.isSelected
            children = element.children.map(Element.init)
            description = ScreenElement.lines(of: [element])
        }

        /// The element and what is inside it as the screen text prints them: one element a
        /// line, children two spaces deeper.
        public let description: String
    }
}
