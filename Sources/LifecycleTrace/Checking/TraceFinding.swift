// ViewLifecycle · LifecycleTrace

/// One thing the checker found at one line of a trace.
public struct TraceFinding: Codable, Sendable, Hashable {
    /// How serious a finding is.
    public enum Severity: String, Codable, Sendable, Hashable {
        /// UIKit's documented order was broken.
        case breach
        /// Legal, but worth knowing.
        case note
    }

    /// The line the finding is about.
    public var line: Int
    /// The object's address, or `nil` for a finding about no object (an unpaired `make…` call,
    /// several controllers made); a callback after `deinit` names the freed address.
    public var object: String?
    /// The object's readable type name, if known.
    public var typeName: String?
    /// The rule that was broken or noted.
    public var rule: TraceRule
    /// Whether this is a breach or a note.
    public var severity: Severity
    /// A one-line explanation.
    public var message: String

    /// Creates a finding; its severity is the rule's.
    ///
    /// - Parameters:
    ///   - line: The line the finding is about.
    ///   - object: The object's address, if any.
    ///   - typeName: The object's type name, if known.
    ///   - rule: The rule.
    ///   - message: A one-line explanation.
    public init(line: Int, object: String? = nil, typeName: String? = nil, rule: TraceRule, message: String) {
        self.line = line
        self.object = object
        self.typeName = typeName
        self.rule = rule
        self.severity = rule.severity
        self.message = message
    }
}
