// ViewLifecycle · TraceCommands

import CommandKit

/// How `diagram` draws a trace.
package enum DiagramFormat: String, CaseIterable, ArgumentValue {
    /// A Mermaid `sequenceDiagram`.
    case mermaid
    /// A standalone SVG swimlane timeline with the checker's findings.
    case svg
}
