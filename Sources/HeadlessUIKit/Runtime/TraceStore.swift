// ViewLifecycle · HeadlessUIKit

import LifecycleTrace

/// The recorded trace, behind a lock so a controller's `deinit` can record itself from any
/// context: a deinit is nonisolated and may not touch main-actor state.
///
/// Recording keeps only the object's address bits and type; the text of a record (type name,
/// `0x…` address, console line) is made when someone reads the trace, once per record, because
/// most traces are written far more often than they are read.
final class TraceStore: @unchecked Sendable {
    /// One callback as recorded: cheap to make, formatted on first read.
    private struct Entry {
        var address: UInt
        var type: ObjectIdentifier
        var callback: String
        var animated: Bool?
    }

    private let lock = NSLock()
    // The lock makes these accesses exclusive; the check would only repeat it, on every record
    // (HeadlessWorld.shared says what the unchecked accesses save).
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// The records already formatted, a prefix of `entries`.
    private var formatted: [TraceRecord] = []
    /// Type names by type, printed once per type.
    @exclusivity(unchecked) private var typeNames: [ObjectIdentifier: String] = [:]
    /// The type last named, whose entry is known to exist: a run of callbacks on one controller
    /// (a transition's) then skips hashing its type on every record.
    @exclusivity(unchecked) private var lastNamedType: ObjectIdentifier?

    /// The records so far, in call order.
    var snapshot: [TraceRecord] {
        lock.lock()
        defer { lock.unlock() }
        formatted.reserveCapacity(entries.count)
        while formatted.count < entries.count {
            let entry = entries[formatted.count]
            let typeName = typeNames[entry.type]
            formatted.append(
                TraceRecord(
                    line: formatted.count + 1, object: Self.address(entry.address), typeName: typeName,
                    callback: entry.callback, animated: entry.animated))
        }
        return formatted
    }

    /// The number of records so far, without formatting them.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Appends a record of a callback on `object`, keeping its address and type unprinted.
    func append(_ object: AnyObject, callback: String, animated: Bool?) {
        let bits = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        let type: AnyObject.Type = type(of: object)
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if key != lastNamedType {
            if typeNames[key] == nil { typeNames[key] = String(reflecting: type) }
            lastNamedType = key
        }
        entries.append(Entry(address: bits, type: key, callback: callback, animated: animated))
    }

    /// Forgets every record.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        formatted.removeAll()
    }

    /// An address in the console's `0x…` form.
    static func address(_ bits: UInt) -> String {
        "0x" + String(bits, radix: 16)
    }
}
