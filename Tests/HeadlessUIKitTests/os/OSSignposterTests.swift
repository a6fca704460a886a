// ViewLifecycle · HeadlessUIKitTests

import Foundation
import Testing
import os

/// Signposts as apps write them: nothing records them off Apple platforms, and the work inside
/// an interval still runs.
struct OSSignposterTests {
    @Test("an interval runs its work and hands back a state that ends it")
    func interval() throws {
        let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)
        #expect(!signposter.isEnabled)
        let id = signposter.makeSignpostID()
        let state = signposter.beginInterval("load", id: id, "page \(1)")
        signposter.emitEvent("tick")
        signposter.endInterval("load", state)
        #expect(signposter.withIntervalSignpost("sum") { 1 + 2 } == 3)
        let decoded = try JSONDecoder().decode(
            OSSignpostIntervalState.self, from: JSONEncoder().encode(state))
        #expect(
            String(data: try JSONEncoder().encode(decoded), encoding: .utf8)
                == "{\"signpostID\":\(id.rawValue)}")
    }

    @Test("identifiers are new for each interval and the same for the same object")
    func identifiers() {
        let log = OSLog(subsystem: "com.example.app", category: "load")
        let first = OSSignpostID(log: log)
        let second = OSSignpostID(log: log)
        let object = NSObject()
        #expect(first < second)
        #expect(OSSignpostID(log: log, object: object) == OSSignpostID(log: log, object: object))
        os_signpost(.begin, log: log, name: "load", signpostID: first)
        os_signpost(.end, log: log, name: "load", signpostID: first, "%d", 1)
    }
}
