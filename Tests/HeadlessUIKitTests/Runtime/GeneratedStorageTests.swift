// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

// The table behind generated properties of hand-written classes: values per object and per key,
// a default until set, weak values that do not retain, and nothing kept for a freed object, even
// when a new object is made at its address.
@Suite struct GeneratedStorageTests {
    final class Owner {}

    @Test func valuesArePerObjectAndPerKey() {
        let first = Owner()
        let second = Owner()
        #expect(GeneratedStorage.value(of: first, "T.a", default: 1) == 1)
        GeneratedStorage.set(2, of: first, "T.a")
        GeneratedStorage.set("b", of: first, "T.b")
        #expect(GeneratedStorage.value(of: first, "T.a", default: 1) == 2)
        #expect(GeneratedStorage.value(of: first, "T.b", default: "") == "b")
        #expect(GeneratedStorage.value(of: second, "T.a", default: 1) == 1)
    }

    @Test func weakValuesDoNotRetain() {
        let owner = Owner()
        weak var released: Owner?
        do {
            let held = Owner()
            released = held
            GeneratedStorage.setWeak(held, of: owner, "T.delegate")
            let read: Owner? = GeneratedStorage.weakValue(of: owner, "T.delegate")
            #expect(read === held)
        }
        #expect(released == nil)
        let read: Owner? = GeneratedStorage.weakValue(of: owner, "T.delegate")
        #expect(read == nil)
    }

    @Test func aFreedObjectsValuesAreNotSeenByTheNextAtItsAddress() {
        var leftovers = 0
        for _ in 0..<200 {
            let owner = Owner()
            if GeneratedStorage.value(of: owner, "T.reused", default: 0) != 0 { leftovers += 1 }
            GeneratedStorage.set(7, of: owner, "T.reused")
        }
        #expect(leftovers == 0)
    }

    @Test func valuesAreNotRetainedBeyondTheirOwner() {
        weak var value: Owner?
        do {
            let owner = Owner()
            let held = Owner()
            value = held
            GeneratedStorage.set(held, of: owner, "T.strong")
        }
        // The owner's entry is swept when the table next grows past its mark. The fillers are kept
        // alive so the table grows: a freed filler's address is reused by the next, whose entry
        // then replaces its own instead of adding one. The mark doubles with the table, so the
        // bound is far above any other suite's entries.
        var fillers: [Owner] = []
        while value != nil, fillers.count < 100_000 {
            fillers.append(Owner())
            GeneratedStorage.set(0, of: fillers[fillers.count - 1], "T.filler")
        }
        #expect(value == nil)
    }

    @Test func madeOnceIsKept() {
        let owner = Owner()
        var made = 0
        let first: Owner = GeneratedStorage.madeOnce(of: owner, "T.made") {
            made += 1; return Owner()
        }
        let second: Owner = GeneratedStorage.madeOnce(of: owner, "T.made") {
            made += 1; return Owner()
        }
        #expect(first === second)
        #expect(made == 1)
    }
}
