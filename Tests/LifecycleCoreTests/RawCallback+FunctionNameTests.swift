// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

struct RawCallbackFunctionNameTests {
    @Test("each callback is named as #function prints it")
    func names() {
        #expect(
            rawAlphabet.map(\.functionName) == [
                "viewDidLoad()", "viewWillAppear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)",
                "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewDidDisappear(_:)", "deinit",
            ])
    }

    @Test("a name reads back as its callback, with the animated flag given", arguments: rawAlphabet)
    func roundTrip(raw: RawCallback) {
        #expect(RawCallback(functionName: raw.functionName, animated: raw.animated ?? true) == raw)
    }

    @Test(
        "other names stand for no view-controller callback",
        arguments: ["init()", "loadView()", "viewDidLoad", "viewWillAppear(animated:)", "Deinit", ""])
    func otherNames(name: String) {
        #expect(RawCallback(functionName: name, animated: false) == nil)
    }
}
