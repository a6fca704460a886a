// ViewLifecycle · LifecycleTrace

import Foundation
import LifecycleCore

extension TraceNormalizer {
    /// One object lifetime's steps, or one part of them.
    public struct Lane: Codable, Sendable, Hashable {
        /// The object's address.
        public var object: String
        /// The object's readable type name, if known.
        public var typeName: String?
        /// The object's steps in line order.
        public var steps: [Step]
        /// `true` when this part continues a lane handed over earlier; absent otherwise.
        public var isContinued: Bool?

        /// The lane for people: a header (the type name and address, `(continued)` for a later
        /// part), then one line per raw callback, each escaped with ``TerminalText``.
        ///
        /// `line 29: viewDidAppear(_:) -> willAppear(animated: false) (synthesized), didAppear(animated: false)`;
        /// a callback the balancer dropped reads `-> dropped`, a `deinit` of a hidden view
        /// `-> nothing (already hidden)`.
        ///
        /// - Returns: The text, each line ending in a newline.
        public func renderText() -> String {
            let continued = isContinued == true ? " (continued)" : ""
            var text = TerminalText.escaped((typeName.map { "\($0) " } ?? "") + object + continued) + "\n"
            for step in steps {
                let events = zip(step.delivered, step.synthesized).map { $1 ? "\($0) (synthesized)" : $0 }
                let nothing =
                    step.callback == RawCallback.teardown.functionName
                    ? "nothing (already hidden)" : "dropped"
                let result = events.isEmpty ? nothing : events.joined(separator: ", ")
                text += TerminalText.escaped("  line \(step.line): \(step.callback) -> \(result)") + "\n"
            }
            return text
        }

        /// The lane as one JSON object with sorted keys, without a newline.
        public func renderJSON() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
        }
    }
}
