// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import LifecycleTrace

    /// The app session as a Mermaid `sequenceDiagram`: one participant per column, a note over all of
    /// them per step, each event a message to its own column, and each mark a note beside it.
    enum SessionMermaidRenderer {
        /// The diagram's text, ending in a newline.
        static func render(_ steps: [SessionStep]) -> String {
            var lines = ["sequenceDiagram"]
            for column in SessionColumn.allCases {
                lines.append("    participant \(id(column)) as \(column.heading)")
            }
            let span = "\(id(.uikit)),\(id(.viewLifecycle))"
            for step in steps {
                lines.append(
                    "    Note over \(span): \(MermaidRenderer.escaped("\(step.number). \(step.title)"))")
                for event in step.events {
                    let lane = id(event.column)
                    lines.append("    \(lane)->>\(lane): \(MermaidRenderer.escaped(event.text))")
                    if let mark = event.mark {
                        lines.append(
                            "    Note right of \(lane): \(MermaidRenderer.escaped("\(mark.symbol) \(mark.text)"))"
                        )
                    }
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }

        private static func id(_ column: SessionColumn) -> String {
            switch column {
            case .uikit: return "UIKit"
            case .swiftUI: return "SwiftUI"
            case .seed001: return "Seed001"
            case .viewLifecycle: return "ViewLifecycle"
            }
        }
    }

#endif
