// ViewLifecycle · HeadlessSnapshotTesting

import HeadlessTesting
import LifecycleTrace

/// Names the objects of a recording by type and number, stable from run to run where their
/// addresses are not: the first `UIHostingController<InboxScreen>` alive is 1, the next 2.
struct ObjectNames {
    private var names: [String: String] = [:]
    private var counts: [String: Int] = [:]

    /// One line of the log for `entry`: the object's or view's name, then what happened to it.
    mutating func line(for entry: LifecycleRecorder.Entry) -> String {
        switch entry {
        case .callback(let record):
            let animated = record.animated.map { $0 ? " animated" : "" } ?? ""
            return "\(name(of: record)) \(record.callback)\(animated)"
        case .delivery(let view, .event(let event)):
            return "view \(view) \(event)"
        case .delivery(let view, .tearDown):
            return "view \(view) ended"
        }
    }

    private mutating func name(of record: TraceRecord) -> String {
        guard let address = record.object else { return "-" }
        let name: String
        if let known = names[address] {
            name = known
        } else {
            let type = Self.shortened(record.typeName ?? "object")
            let number = counts[type, default: 0] + 1
            counts[type] = number
            name = "\(type) \(number)"
            names[address] = name
        }
        // A freed object's address may be reused by the next one, which gets a name of its own.
        if record.callback == "deinit" { names[address] = nil }
        return name
    }

    /// `type` without module names: `UIHostingController<InboxScreen>`.
    static func shortened(_ type: String) -> String {
        var result = ""
        var word = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if character == "." {
                word = ""
            } else {
                result += word + String(character)
                word = ""
            }
        }
        return result + word
    }
}
