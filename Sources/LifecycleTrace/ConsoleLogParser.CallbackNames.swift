// ViewLifecycle · LifecycleTrace

import Foundation

extension ConsoleLogParser {
    /// The callbacks logs name most, as literals: returning one allocates nothing.
    ///
    /// The names' bytes sit in one flat buffer beside plain offsets, so a lookup walks integers
    /// and calls `memcmp` once per name of the right length; an array of `([UInt8], String)`
    /// pairs retained and released every entry it looked at, on every line.
    struct CallbackNames: Sendable {
        static let common = CallbackNames([
            "init()", "deinit", "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)",
            "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillLayoutSubviews()",
            "viewDidLayoutSubviews()", "makeCoordinator()", "makeUIViewController(context:)",
            "updateUIViewController(_:context:)", "dismantleUIViewController(_:coordinator:)",
        ])

        private let bytes: [UInt8]
        private let ranges: [(start: Int, count: Int)]
        private let names: [String]

        init(_ names: [String]) {
            var bytes: [UInt8] = []
            var ranges: [(start: Int, count: Int)] = []
            for name in names {
                ranges.append((bytes.count, name.utf8.count))
                bytes.append(contentsOf: name.utf8)
            }
            self.bytes = bytes
            self.ranges = ranges
            self.names = names
        }

        /// The stored name whose UTF-8 is `candidate`, or `nil`.
        func name(matching candidate: Bytes) -> String? {
            guard let pointer = candidate.base.baseAddress.map({ $0 + candidate.startIndex }) else {
                return nil
            }
            let count = candidate.count
            return bytes.withUnsafeBufferPointer { stored -> String? in
                for (index, range) in ranges.enumerated() where range.count == count {
                    if memcmp(stored.baseAddress! + range.start, pointer, count) == 0 { return names[index] }
                }
                return nil
            }
        }
    }
}
