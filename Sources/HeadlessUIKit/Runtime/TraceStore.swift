// ViewLifecycle · HeadlessUIKit

import LifecycleTrace

/// The recorded trace, behind a lock so a controller's `deinit` can record itself from any
/// context: a deinit is nonisolated and may not touch main-actor state.
final class TraceStore: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [TraceRecord] = []

    /// The records so far, in call order.
    var snapshot: [TraceRecord] {
        lock.lock()
        defer { lock.unlock() }
        return records
    }

    /// Appends a record, numbering it with its position.
    func append(address: String, typeName: String, callback: String, animated: Bool?) {
        lock.lock()
        defer { lock.unlock() }
        records.append(
            TraceRecord(
                line: records.count + 1, object: address, typeName: typeName, callback: callback,
                animated: animated))
    }

    /// Forgets every record.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        records.removeAll()
    }
}
