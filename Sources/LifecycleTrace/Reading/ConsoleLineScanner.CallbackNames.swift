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
            /// Whether the name is one the table holds: a callback of a view controller or a
            /// representable, which makes its line a lifecycle line even with no object named.
            var isLifecycleName: Bool

            init(name: String, raw: RawCallback?, isLifecycleName: Bool) {
                self.name = name
                self.raw = raw
                self.isLifecycleName = isLifecycleName
            }

            /// A name the table does not hold, which stands for no view-controller callback:
            /// the table holds all of those.
            init(uncommon bytes: Bytes) {
                self.init(name: String(decoding: bytes, as: UTF8.self), raw: nil, isLifecycleName: false)
            }

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
                self = entry ?? Entry(name: name, raw: nil, isLifecycleName: false)
            }
        }

        /// The view-controller callbacks' names, from ``RawCallback/functionName``, and the other
        /// callbacks logs of a representable name most.
        static let common = CallbackNames(
            RawCallback.kinds.map(\.functionName) + [
                "init()", "loadView()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
                "makeCoordinator()", "makeUIViewController(context:)", "updateUIViewController(_:context:)",
                "dismantleUIViewController(_:coordinator:)", "makeUIView(context:)",
                "updateUIView(_:context:)",
                "dismantleUIView(_:coordinator:)", "makeNSViewController(context:)",
                "updateNSViewController(_:context:)", "dismantleNSViewController(_:coordinator:)",
                "makeNSView(context:)", "updateNSView(_:context:)", "dismantleNSView(_:coordinator:)",
            ])

        private let bytes: [UInt8]
        private let starts: [Int]
        private let entries: [Entry]
        /// For each length, the first entry of that length plus one (`0`: none).
        private let firstByLength: [Int]
        /// For each entry, the next entry of the same length plus one (`0`: none).
        private let nextOfSameLength: [Int]

        init(_ names: [String]) {
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
            self.entries = names.map {
                Entry(name: $0, raw: RawCallback(functionName: $0, animated: false), isLifecycleName: true)
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
