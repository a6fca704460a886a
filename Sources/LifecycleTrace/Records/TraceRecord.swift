// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// One line of a lifecycle trace: who received which callback, and the text it was read from.
///
/// Records come from a console log (see seed 000), from a JSON Lines file, or from the headless
/// runtime, which records every lifecycle callback it makes at the call site.
public struct TraceRecord: Hashable, Sendable, Codable {
    /// The 1-based line of the source the record was read from, or its position in a recording.
    public var line: Int
    /// The object's address as printed, such as `0x7f88daee0370`; `nil` for bare lines such as
    /// `makeUIViewController(context:)`.
    public var object: String?
    /// The object's readable type name, such as `__lldb_expr_90.SampleUIViewController`
    /// (mangled names are shown demangled); `nil` when the line names no object.
    public var typeName: String?
    /// The callback in Swift's `#function` form: `viewDidLoad()`, `viewWillAppear(_:)`, `deinit`.
    public var callback: String
    /// The `animated` argument when the source knows it; console logs do not print it.
    public var animated: Bool?
    /// The text the record was read from, without its line terminator.
    public var text: String

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - line: The 1-based source line or recording position.
    ///   - object: The object's printed address, if the line names one.
    ///   - typeName: The object's readable type name, if known.
    ///   - callback: The callback in `#function` form.
    ///   - animated: The `animated` argument, if known.
    ///   - text: The source text; `nil` renders the record in console form.
    public init(
        line: Int, object: String? = nil, typeName: String? = nil, callback: String,
        animated: Bool? = nil, text: String? = nil
    ) {
        self.init(
            parsedLine: line, object: object, typeName: typeName, callback: callback, animated: animated,
            text: text ?? TraceRecord.consoleLine(object: object, typeName: typeName, callback: callback))
    }

    /// Creates a record of parsed text, storing each value as given: the public initializer's
    /// optional `text` made the parser pay for a copy and a destroy of the record per line.
    init(
        parsedLine line: Int, object: String?, typeName: String?, callback: String, animated: Bool?,
        text: String
    ) {
        self.line = line
        self.object = object
        self.typeName = typeName
        self.callback = callback
        self.animated = animated
        self.text = text
    }

    /// The record in seed 000's console form: `<Module.Type: 0xADDRESS> callback`, or the bare
    /// callback when the record names no object.
    public var consoleLine: String {
        TraceRecord.consoleLine(object: object, typeName: typeName, callback: callback)
    }

    private static func consoleLine(object: String?, typeName: String?, callback: String) -> String {
        guard let object else { return callback }
        return "<\(typeName ?? "NSObject"): \(object)> \(callback)"
    }
}

extension TraceRecord {
    /// The view-controller callback the record stands for, if it is one; `deinit` maps to
    /// `RawCallback.teardown`. An unknown `animated` flag reads as `false`.
    public var rawCallback: RawCallback? {
        RawCallback(functionName: callback, animated: animated ?? false)
    }
}

extension TraceRecord {
    /// Whether the record is a lifecycle line: it names an object, or a callback of a view
    /// controller or a representable (`makeCoordinator()`, `deinit`). A bare call of anything
    /// else (`main()`) is read but is no evidence of a lifecycle log.
    public var isLifecycleLine: Bool {
        object != nil || ConsoleLineScanner.CallbackNames.Entry(named: callback).isLifecycleName
    }

    /// Whether `callback` is an initializer, `init(…)`: at the address of a freed object, it
    /// begins a new object.
    static func isInitializer(_ callback: String) -> Bool {
        callback.hasPrefix("init(")
    }

    /// Whether `callback` is one SwiftUI makes on a representable (`make…`, `update…`,
    /// `dismantle…` of a view or controller, `makeCoordinator()`), by the one table of
    /// lifecycle names, so that `makeWidget()` is none.
    static func isRepresentableCallback(_ callback: String) -> Bool {
        ConsoleLineScanner.CallbackNames.Entry(named: callback).known?.isRepresentableCallback ?? false
    }
}
