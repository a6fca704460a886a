// ViewLifecycle · HeadlessSwiftUI

/// The inert API the current world's views used: accepted, stored, and not simulated (a world
/// part, so `Headless.reset()` clears it).
///
/// Names are recorded by their static string's address, so recording costs a hash of one word.
@MainActor
@usableFromInline
final class InertCalls: HeadlessWorldPart {
    /// The names recorded, keyed by their text's address.
    private var names: [UInt: StaticString] = [:]

    nonisolated init() {}

    nonisolated func tearDown() {}

    /// Records that a view used the inert API `name`.
    @usableFromInline static func record(_ name: StaticString) {
        let calls = HeadlessWorld.shared.part(InertCalls.self)
        let key = UInt(bitPattern: name.utf8Start)
        if calls.names[key] == nil { calls.names[key] = name }
    }

    /// The names recorded, sorted.
    static var sortedNames: [String] {
        Set(HeadlessWorld.shared.part(InertCalls.self).names.values.map { $0.description }).sorted()
    }
}
