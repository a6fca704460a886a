// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    /// The app session as text for a terminal: one block per step, the four columns side by side,
    /// aligned, each row a moment (a row's cells happened together or left to right, rows top to
    /// bottom).
    ///
    /// Colour is ANSI and only on request (``usesColor``): the caller decides from the terminal.
    struct SessionTextRenderer {
        /// Whether to colour titles, headings and marks.
        var usesColor: Bool
        /// Each column's width, wide enough for every step's cells.
        var widths: [SessionColumn: Int]

        /// A renderer whose columns fit every cell of `steps`.
        init(steps: [SessionStep], usesColor: Bool) {
            self.usesColor = usesColor
            var widths: [SessionColumn: Int] = [:]
            for column in SessionColumn.allCases { widths[column] = column.heading.count }
            for event in steps.flatMap(\.events) {
                widths[event.column] = max(widths[event.column] ?? 0, Self.plain(event).count)
            }
            self.widths = widths
        }

        /// The lines before the first step: the column headings and what the marks mean.
        func header() -> String {
            let headings = row(SessionColumn.allCases.map { ($0, $0.heading, nil) })
            return paint(headings, "1") + "\n"
                + "marks: ✗ breach (of UIKit's documented order, or a seed 001 fault)  • note  "
                + "↻ repaired by ViewLifecycle's balancer\n"
        }

        /// One step: its title, its rows, and its notes.
        func render(_ step: SessionStep) -> String {
            var text = "\n" + paint("\(step.number). \(step.title)", "1") + "\n"
            for cells in Self.rows(step.events) {
                text +=
                    row(
                        SessionColumn.allCases.map { column in
                            (column, cells[column].map(Self.plain) ?? "", cells[column]?.mark)
                        }) + "\n"
            }
            if step.events.isEmpty { text += "(no callbacks, no events)\n" }
            for note in step.notes { text += paint("  note: \(note)", "2") + "\n" }
            return text
        }

        /// The events laid out in rows: read left to right, then top to bottom, they are in the
        /// order they happened (a row takes an event only into a column right of all it holds).
        static func rows(_ events: [SessionEvent]) -> [[SessionColumn: SessionEvent]] {
            let order = SessionColumn.allCases
            var rows: [[SessionColumn: SessionEvent]] = []
            for event in events {
                let column = order.firstIndex(of: event.column) ?? 0
                let fits =
                    rows.last.map { row in row.keys.allSatisfy { (order.firstIndex(of: $0) ?? 0) < column } }
                    ?? false
                if fits {
                    rows[rows.count - 1][event.column] = event
                } else {
                    rows.append([event.column: event])
                }
            }
            return rows
        }

        /// An event's text with its mark, uncoloured: `Inbox host viewWillAppear · cancelled-transition`.
        static func plain(_ event: SessionEvent) -> String {
            guard let mark = event.mark else { return event.text }
            return "\(event.text) \(mark.symbol) \(mark.text)"
        }

        private func row(_ cells: [(SessionColumn, String, SessionMark?)]) -> String {
            var parts: [String] = []
            for (column, text, mark) in cells {
                let padding = String(repeating: " ", count: max(0, (widths[column] ?? 0) - text.count))
                parts.append(colored(text, mark) + padding)
            }
            var line = parts.joined(separator: " │ ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }

        private func colored(_ text: String, _ mark: SessionMark?) -> String {
            guard let mark, usesColor else { return text }
            let code: String
            switch mark.kind {
            case .breach, .fault: code = "31"
            case .note: code = "33"
            case .repair: code = "36"
            }
            let suffix = " \(mark.symbol) \(mark.text)"
            return String(text.dropLast(suffix.count)) + paint(suffix, code)
        }

        private func paint(_ text: String, _ code: String) -> String {
            usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
    }

#endif
