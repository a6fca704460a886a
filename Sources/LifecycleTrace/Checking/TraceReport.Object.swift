// ViewLifecycle · LifecycleTrace

import LifecycleCore

extension TraceReport {
    /// One object lifetime of the trace and its findings: from the first callback at its address
    /// (or an initializer at a freed one) to its `deinit` or the end of the trace.
    public struct Object: Codable, Sendable, Equatable {
        /// The object's address as printed.
        public var address: String
        /// The object's readable type name, if known.
        public var typeName: String?
        /// How many records named the object in this lifetime.
        public var recordCount: Int
        /// The appearance phase UIKit's callbacks left the object in.
        public var finalPhase: AppearancePhase
        /// The lifetime's findings that were kept, at most ``TraceChecker/findingLimit`` per
        /// rule, in line order.
        public var findings: [TraceFinding]
        /// The lifetime's findings counted but not kept, per rule, by first line.
        public var omittedFindings: [Omission]

        /// Creates an object's section.
        ///
        /// - Parameters:
        ///   - address: The address.
        ///   - typeName: The type name.
        ///   - recordCount: The number of records.
        ///   - finalPhase: The last phase.
        ///   - findings: The findings kept, in line order.
        ///   - omittedFindings: The findings counted but not kept.
        public init(
            address: String, typeName: String?, recordCount: Int, finalPhase: AppearancePhase,
            findings: [TraceFinding] = [], omittedFindings: [Omission] = []
        ) {
            self.address = address
            self.typeName = typeName
            self.recordCount = recordCount
            self.finalPhase = finalPhase
            self.findings = findings
            self.omittedFindings = omittedFindings
        }
    }
}
