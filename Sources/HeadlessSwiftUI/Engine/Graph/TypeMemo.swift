// ViewLifecycle · HeadlessSwiftUI

/// A fact about types, found once per type and then read from a dictionary.
///
/// The graph asks conformance questions of view and modifier types on every mount; the
/// runtime answers each from its shared cache at several times the cost of a dictionary hit,
/// and a type's answer never changes.
@MainActor
final class TypeMemo<Fact> {
    private var facts: [ObjectIdentifier: Fact] = [:]

    /// The fact about `type`, found by `find` the first time only.
    func fact(about type: Any.Type, _ find: () -> Fact) -> Fact {
        let key = ObjectIdentifier(type)
        if let fact = facts[key] { return fact }
        let fact = find()
        facts[key] = fact
        return fact
    }
}
