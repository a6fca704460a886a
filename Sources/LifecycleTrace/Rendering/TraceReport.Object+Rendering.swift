// ViewLifecycle · LifecycleTrace

extension TraceReport.Object {
    /// The section for people: a heading `Type address: N records, ends phase`, then each kept
    /// finding as `line N: [rule] explanation` (with `note:` before a note's), then the findings
    /// beyond the kept limit as `lines N…M: [rule] K more, not listed`.
    ///
    /// Every line is escaped with ``TerminalText``, so nothing from the input can split or add one.
    ///
    /// - Returns: The text, ending in a newline.
    public func renderText() -> String {
        let name = typeName.map { "\($0) " } ?? ""
        let records = recordCount == 1 ? "1 record" : "\(recordCount) records"
        let heading = "\(name)\(address): \(records), ends \(finalPhase.rawValue)"
        return TraceReport.escapedLines(
            [heading] + findings.map(TraceReport.render) + omittedFindings.map(TraceReport.render))
    }

    /// The section as one JSON object with sorted keys.
    ///
    /// - Returns: The JSON text, without a trailing newline.
    public func renderJSON() -> String {
        TraceReport.encode(self)
    }
}
