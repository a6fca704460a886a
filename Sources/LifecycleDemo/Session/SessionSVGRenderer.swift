// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import LifecycleTrace

    /// The app session as an SVG timeline: one lane per column, a heading row per step, then each
    /// event on its column's lane in the order it happened, its mark in the findings column.
    enum SessionSVGRenderer {
        /// The legend: the marks the demo's text output writes as ✗, • and ↻.
        static let legend: [SVGTimeline.LegendEntry] = [
            .init(.callback, nil, "event"), .init(.callback, .breach, "breach or seed 001 fault"),
            .init(.callback, .cancelled, "cancelled transition"), .init(.callback, .note, "other note"),
            .init(.callback, .repair, "repaired by the balancer"),
        ]

        /// The document, ending in a newline.
        static func render(_ steps: [SessionStep]) -> String {
            var timeline = SVGTimeline(title: "lifecycle demo: one app session, four views of it")
            for column in SessionColumn.allCases {
                _ = timeline.addLane(title: column.heading, subtitle: "")
            }
            for step in steps {
                timeline.addHeading(label: "\(step.number)", text: step.title)
                for event in step.events {
                    let lane = SessionColumn.allCases.firstIndex(of: event.column) ?? 0
                    let row = timeline.addRow(label: "", lane: lane, mark: .callback, text: event.text)
                    if let mark = event.mark {
                        timeline.addFinding(row: row, highlight(mark), text: mark.text)
                    }
                }
            }
            return timeline.render(legend: legend)
        }

        /// The timeline's colour for a mark of the demo.
        private static func highlight(_ mark: SessionMark) -> SVGTimeline.Highlight {
            switch mark.kind {
            case .breach, .fault: return .breach
            case .note: return mark.text == TraceRule.cancelledTransition.rawValue ? .cancelled : .note
            case .repair: return .repair
            }
        }
    }

#endif
