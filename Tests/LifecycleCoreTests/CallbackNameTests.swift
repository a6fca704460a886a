// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

struct CallbackNameTests {
    @Test("every name reads back as its entry", arguments: CallbackName.allCases)
    func roundTrip(name: CallbackName) {
        #expect(CallbackName(functionName: name.functionName) == name)
    }

    @Test("no two entries share a name")
    func namesAreUnique() {
        let names = CallbackName.allCases.map(\.functionName)
        #expect(Set(names).count == names.count)
    }

    @Test("a view-controller callback is spelled by its entry", arguments: rawAlphabet)
    func rawCallbackSpelledByEntry(raw: RawCallback) {
        #expect(raw.functionName == raw.name.functionName)
        #expect(RawCallback(functionName: raw.name.functionName, animated: raw.animated ?? false) == raw)
    }

    @Test("the runtime's and representables' names are in the table")
    func otherNames() {
        #expect(CallbackName.initWithNibName.functionName == "init(nibName:bundle:)")
        #expect(CallbackName.willMoveToParent.functionName == "willMove(toParent:)")
        #expect(CallbackName.viewWillTransition.functionName == "viewWillTransition(to:with:)")
        #expect(CallbackName.dismantleNSView.functionName == "dismantleNSView(_:coordinator:)")
        #expect(CallbackName(functionName: "makeWidget()") == nil)
    }

    @Test("representable callbacks, makes and controller makes are told apart by entry")
    func representableKinds() {
        let representable = CallbackName.allCases.filter(\.isRepresentableCallback).map(\.functionName)
        #expect(
            representable == [
                "makeCoordinator()", "makeUIViewController(context:)", "updateUIViewController(_:context:)",
                "dismantleUIViewController(_:coordinator:)", "makeUIView(context:)",
                "updateUIView(_:context:)",
                "dismantleUIView(_:coordinator:)", "makeNSViewController(context:)",
                "updateNSViewController(_:context:)", "dismantleNSViewController(_:coordinator:)",
                "makeNSView(context:)", "updateNSView(_:context:)", "dismantleNSView(_:coordinator:)",
            ])
        #expect(
            CallbackName.allCases.filter(\.isMake).map(\.functionName) == [
                "makeCoordinator()", "makeUIViewController(context:)", "makeUIView(context:)",
                "makeNSViewController(context:)", "makeNSView(context:)",
            ])
        #expect(
            CallbackName.allCases.filter(\.makesController) == [.makeUIViewController, .makeNSViewController])
    }
}
