// ViewLifecycle · TraceCommands

import CommandKit

/// How `diagram` draws a trace.
enum DiagramFormat: String, CaseIterable, ArgumentValue {
    /// A Mermaid `sequenceDiagram`.
    case mermaid
}
