// ViewLifecycle · HeadlessUIKit

/// The inert API the current world used: accepted, stored, and not simulated (a world part, so
/// `Headless.reset()` clears it). SwiftUI's inert modifiers and UIKit's generated methods record
/// here.
///
/// Names are recorded by their static string's address, so recording costs a hash of one word.
@MainActor
@usableFromInline
package final class InertCalls: HeadlessWorldPart {
    /// The names recorded, keyed by their text's address.
    private var names: [UInt: StaticString] = [:]

    package nonisolated init() {}

    package nonisolated func tearDown() {}

    /// Records that a view used the inert API `name`.
    @usableFromInline package static func record(_ name: StaticString) {
        let calls = HeadlessWorld.shared.part(InertCalls.self)
        let key = UInt(bitPattern: name.utf8Start)
        if calls.names[key] == nil { calls.names[key] = name }
    }

    /// The names recorded, sorted.
    package static var sortedNames: [String] {
        Set(HeadlessWorld.shared.part(InertCalls.self).names.values.map { $0.description }).sorted()
    }

    /// Records `name` when called on the main actor; API that is not main-actor isolated is used
    /// off it too, where nothing is recorded (a test's screens are built on the main actor).
    package nonisolated static func recordIfOnMainActor(_ name: StaticString) {
        if ConcurrencyRuntime.isOnMainActor { MainActor.assumeIsolated { record(name) } }
    }
}
