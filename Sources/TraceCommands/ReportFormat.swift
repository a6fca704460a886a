// ViewLifecycle · TraceCommands

import CommandKit

/// How `check` and `normalize` print what they found.
package enum ReportFormat: String, CaseIterable, ArgumentValue {
    /// Lines for a person, grouped per object.
    case text
    /// One JSON document, for tools.
    case json
}
