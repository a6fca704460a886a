// ViewLifecycle · LifecycleTraceTests

import LifecycleCore
import Testing

@testable import LifecycleTrace

struct ConsoleLogParserCallbackNamesTests {
    /// Every name that stands for a view-controller callback: the fast path relies on the table
    /// holding all of them, since a name it does not hold is read as standing for none.
    static let lifecycleNames = [
        "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)", "deinit",
    ]

    @Test("the table holds every lifecycle name, with the callback it stands for", arguments: lifecycleNames)
    func lifecycleName(name: String) throws {
        let entry = try #require(lookUp(name))
        #expect(entry.name == name)
        #expect(entry.raw != nil)
        #expect(entry.raw == RawCallback(callback: name, animated: false))
    }

    @Test(
        "names of the same length are told apart, and near misses are not found",
        arguments: [
            ("init()", "init()"), ("deinit", "deinit"), ("viewDidAppear(_:)", "viewDidAppear(_:)"),
            ("makeCoordinator()", "makeCoordinator()"), ("deinix", "-"), ("viewDidLoad", "-"),
            ("makeCoordinator(_:)", "-"), ("", "-"),
            ("a name far longer than any name the table holds, by many bytes", "-"),
        ])
    func lookups(candidate: String, expected: String) {
        #expect(lookUp(candidate)?.name ?? "-" == expected)
    }

    private func lookUp(_ name: String) -> ConsoleLogParser.CallbackNames.Entry? {
        var bytes = Array(name.utf8)
        bytes.append(0)  // a buffer even for the empty name
        return bytes.withUnsafeBufferPointer {
            ConsoleLogParser.CallbackNames.common.entry(matching: $0[0..<(bytes.count - 1)])
        }
    }
}
