// ViewLifecycle · LifecycleTrace

extension TraceReport {
    /// Findings of one rule about one object (or the log) beyond the kept limit: counted,
    /// not listed.
    public struct Omission: Codable, Sendable, Equatable {
        /// The object's address, or `nil` for findings about the log, which may name many.
        public var object: String?
        /// The object's readable type name, if known.
        public var typeName: String?
        /// The rule.
        public var rule: TraceRule
        /// How many findings were left out.
        public var count: Int
        /// The line of the first one left out.
        public var firstLine: Int
        /// The line of the last one left out.
        public var lastLine: Int

        /// Creates an omission.
        ///
        /// - Parameters:
        ///   - object: The object's address, if any.
        ///   - typeName: The object's type name, if known.
        ///   - rule: The rule.
        ///   - count: The number left out.
        ///   - firstLine: The first one's line.
        ///   - lastLine: The last one's line.
        public init(
            object: String?, typeName: String?, rule: TraceRule, count: Int, firstLine: Int, lastLine: Int
        ) {
            self.object = object
            self.typeName = typeName
            self.rule = rule
            self.count = count
            self.firstLine = firstLine
            self.lastLine = lastLine
        }

        /// Counts one more left out, at `line`.
        mutating func add(line: Int) {
            count += 1
            lastLine = line
        }
    }
}
