// ViewLifecycle · PluginSession

/// A key of the plugin protocol's JSON objects, whose names are read at run time.
struct MessageKey: CodingKey, Equatable {
    /// The key's name.
    var stringValue: String
    /// Unused: the protocol's keys are names.
    var intValue: Int? { nil }

    /// The key named `name`.
    init(_ name: String) {
        stringValue = name
    }

    /// The key named `stringValue`.
    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// None: the protocol's keys are names.
    init?(intValue: Int) {
        nil
    }
}
