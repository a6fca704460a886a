// ViewLifecycle · LifecycleTraceTests

import LifecycleCore
import Testing

@testable import LifecycleTrace

struct ConsoleLineScannerCallbackNamesTests {
    /// Every view-controller callback: the scanner relies on the table holding all of their
    /// names, since a name it does not hold is read as standing for none.
    @Test(
        "the table holds every lifecycle name, with the callback it stands for",
        arguments: [
            ("viewDidLoad()", RawCallback.viewDidLoad),
            ("viewWillAppear(_:)", .viewWillAppear(animated: false)),
            ("viewIsAppearing(_:)", .viewIsAppearing(animated: false)),
            ("viewDidAppear(_:)", .viewDidAppear(animated: false)),
            ("viewWillDisappear(_:)", .viewWillDisappear(animated: false)),
            ("viewDidDisappear(_:)", .viewDidDisappear(animated: false)), ("deinit", .teardown),
        ])
    func lifecycleName(name: String, raw: RawCallback) throws {
        let entry = try #require(lookUp(name))
        #expect(entry.name == name)
        #expect(entry.raw == raw)
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

    private func lookUp(_ name: String) -> ConsoleLineScanner.CallbackNames.Entry? {
        var bytes = Array(name.utf8)
        bytes.append(0)  // a buffer even for the empty name
        return bytes.withUnsafeBufferPointer {
            ConsoleLineScanner.CallbackNames.common.entry(matching: $0[0..<(bytes.count - 1)])
        }
    }
}
