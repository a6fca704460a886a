// ViewLifecycle · LifecycleTrace

/// A line of a trace that states a lifecycle callback, in either format, with the
/// view-controller callback it stands for looked up once.
///
/// What a ``TraceRecord`` holds, read and not yet made a record: the checker takes it as it is,
/// so a console line reaches it without a record being built. It is never copied, only moved
/// from the scanner to its one consumer: a copy retained each of its strings and cost more than
/// the scan itself.
struct CallbackLine: ~Copyable, Sendable {
    /// The line's 1-based number, or a JSON Lines record's own `line`.
    var number: Int
    /// The object's address as printed; `nil` for a bare callback.
    var object: String?
    /// The object's readable type name, if known.
    var typeName: String?
    /// The callback in `#function` form, with the view-controller callback it stands for.
    var callback: ConsoleLineScanner.CallbackNames.Entry
    /// The `animated` flag, if the line states it.
    var animated: Bool?
    /// The text the line was read from.
    var text: String

    /// The line as a record.
    consuming func record() -> TraceRecord {
        TraceRecord(
            parsedLine: number, object: object, typeName: typeName, callback: callback.name,
            animated: animated,
            text: text)
    }
}

extension CallbackLine {
    /// What a record states; its callback's kind is read from its name.
    init(_ record: TraceRecord) {
        self.init(
            number: record.line, object: record.object, typeName: record.typeName,
            callback: .init(named: record.callback), animated: record.animated,
            text: record.text)
    }
}
