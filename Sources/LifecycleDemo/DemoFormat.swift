// ViewLifecycle · LifecycleDemo

import CommandKit

/// How `demo` prints the app session.
enum DemoFormat: String, CaseIterable, ArgumentValue {
    /// Aligned columns for a terminal, coloured only on one.
    case text
    /// One JSON document, for tools.
    case json
    /// A Mermaid `sequenceDiagram`.
    case mermaid
    /// A standalone SVG timeline, one lane per column.
    case svg
}
