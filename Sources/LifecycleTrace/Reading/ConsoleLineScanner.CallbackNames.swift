// ViewLifecycle · LifecycleTrace

import Foundation
import LifecycleCore

extension ConsoleLineScanner {
    /// The callbacks logs name most, as literals, each with the view-controller callback it
    /// stands for: returning one allocates nothing, and the checker reads its kind without
    /// comparing strings.
    ///
    /// The names' bytes sit in one flat buffer, chained by length, so a lookup compares at most
    /// the one or two names of the candidate's length, with `memcmp`.
    struct CallbackNames: Sendable {
        /// A name the table holds.
        struct Entry: Equatable, Sendable {
            /// The callback in `#function` form, a literal.
            var name: String
            /// What ``RawCallback/init(functionName:animated:)`` reads the name as, with
            /// `animated: false`.
            var raw: RawCallback?
            /// The name's entry in LifecycleCore's table of names, if this table holds it.
            var known: CallbackName?

            init(name: String, raw: RawCallback?, known: CallbackName?) {
                self.name = name
                self.raw = raw
                self.known = known
            }

            /// A name the table does not hold, which stands for no view-controller callback:
            /// the table holds all of those.
            init(uncommon bytes: Bytes) {
                self.init(name: String(decoding: bytes, as: UTF8.self), raw: nil, known: nil)
            }

            /// Whether the name is one the table holds: a callback of a view controller or a
            /// representable, which makes its line a lifecycle line even with no object named.
            var isLifecycleName: Bool { known != nil }

            /// The table's entry of `name`, or an uncommon one if the table does not hold it.
            init(named name: String) {
                // A native string's bytes are read in place; only a bridged one is copied.
                let entry =
                    name.utf8.withContiguousStorageIfAvailable {
                        CallbackNames.common.entry(matching: $0[...])
                    }
                    ?? Array(name.utf8).withUnsafeBufferPointer {
                        CallbackNames.common.entry(matching: $0[...])
                    }
                self = entry ?? Entry(name: name, raw: nil, known: nil)
            }
        }

        /// The view-controller callbacks, and the other callbacks logs of a representable name
        /// most, spelled by LifecycleCore's one table of names. The runtime's own recordings
        /// (`willMove(toParent:)`, say) are not among them: a bare line of those is no evidence
        /// of a lifecycle log.
        static let common = CallbackNames(
            RawCallback.kinds.map(\.name) + [
                .initializer, .loadView, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
                .makeCoordinator, .makeUIViewController, .updateUIViewController, .dismantleUIViewController,
                .makeUIView, .updateUIView, .dismantleUIView, .makeNSViewController, .updateNSViewController,
                .dismantleNSViewController, .makeNSView, .updateNSView, .dismantleNSView,
            ])

        private let bytes: [UInt8]
        private let starts: [Int]
        private let entries: [Entry]
        /// For each length, the first entry of that length plus one (`0`: none).
        private let firstByLength: [Int]
        /// For each entry, the next entry of the same length plus one (`0`: none).
        private let nextOfSameLength: [Int]

        init(_ known: [CallbackName]) {
            let names = known.map(\.functionName)
            var bytes: [UInt8] = []
            var starts: [Int] = []
            let longest = names.map(\.utf8.count).max() ?? 0
            var firstByLength = Array(repeating: 0, count: longest + 1)
            var nextOfSameLength = Array(repeating: 0, count: names.count)
            for (index, name) in names.enumerated().reversed() {
                nextOfSameLength[index] = firstByLength[name.utf8.count]
                firstByLength[name.utf8.count] = index + 1
            }
            for name in names {
                starts.append(bytes.count)
                bytes.append(contentsOf: name.utf8)
            }
            self.bytes = bytes
            self.starts = starts
            self.entries = known.map {
                Entry(
                    name: $0.functionName, raw: RawCallback(functionName: $0.functionName, animated: false),
                    known: $0)
            }
            self.firstByLength = firstByLength
            self.nextOfSameLength = nextOfSameLength
        }

        /// The stored entry whose name's UTF-8 is `candidate`, or `nil`.
        func entry(matching candidate: Bytes) -> Entry? {
            let count = candidate.count
            guard count < firstByLength.count,
                let pointer = candidate.base.baseAddress.map({ $0 + candidate.startIndex })
            else { return nil }
            var slot = firstByLength[count]
            while slot != 0 {
                let index = slot - 1
                let isMatch = bytes.withUnsafeBufferPointer {
                    memcmp($0.baseAddress! + starts[index], pointer, count) == 0
                }
                if isMatch { return entries[index] }
                slot = nextOfSameLength[index]
            }
            return nil
        }
    }
}
