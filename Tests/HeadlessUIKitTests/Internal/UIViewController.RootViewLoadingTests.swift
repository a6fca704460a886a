// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: the controller's state values are the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// A controller's view loading as transcripts: each input followed by the action it answers with
/// and the state it leaves, in every state.
@MainActor
struct RootViewLoadingTests {
    typealias Loading = UIViewController.RootViewLoading

    /// A machine driven into `state` through its inputs.
    private func machine(in state: Loading.State) -> Loading {
        var loading = Loading()
        switch state {
        case .notLoaded: break
        case .loaded(let laidOut):
            loading.viewAssigned(true)
            if laidOut { _ = loading.layoutPass() }
        case .loading(let depth, let hasView):
            for _ in 0..<depth { _ = loading.access() }
            loading.viewAssigned(hasView)
        }
        #expect(loading.state == state)
        return loading
    }

    @Test("a read with no view loads, and loadView's return with a view calls viewDidLoad and loads")
    func firstLoad() {
        var loading = Loading()
        #expect(!loading.hasView)
        #expect(loading.access() == .load)
        #expect(loading.state == .loading(depth: 1, hasView: false))
        #expect(!loading.hasView)
        loading.viewAssigned(true)
        #expect(loading.state == .loading(depth: 1, hasView: true))
        #expect(loading.hasView)
        #expect(loading.loadViewReturned() == .callViewDidLoad)
        #expect(loading.state == .loaded(laidOut: false))
        #expect(loading.access() == .useView)
        #expect(loading.state == .loaded(laidOut: false))
    }

    @Test("a loadView that assigns nothing still gets viewDidLoad, and the next read loads again")
    func loadViewWithoutView() {
        var loading = machine(in: .loading(depth: 1, hasView: false))
        #expect(loading.loadViewReturned() == .callViewDidLoad)
        #expect(loading.state == .notLoaded)
        #expect(loading.access() == .load)
        #expect(loading.state == .loading(depth: 1, hasView: false))
    }

    @Test("reading view inside loadView before assigning loads again; each return calls viewDidLoad")
    func readBeforeAssigningInsideLoadView() {
        var loading = machine(in: .loading(depth: 1, hasView: false))
        #expect(loading.access() == .load)
        #expect(loading.state == .loading(depth: 2, hasView: false))
        loading.viewAssigned(true)
        #expect(loading.loadViewReturned() == .callViewDidLoad)
        #expect(loading.state == .loading(depth: 1, hasView: true))
        #expect(loading.loadViewReturned() == .callViewDidLoad)
        #expect(loading.state == .loaded(laidOut: false))
    }

    @Test("reading view inside loadView after assigning uses it")
    func readAfterAssigningInsideLoadView() {
        var loading = machine(in: .loading(depth: 1, hasView: true))
        #expect(loading.access() == .useView)
        #expect(loading.state == .loading(depth: 1, hasView: true))
    }

    @Test("a view assigned before any read counts as loaded, with no viewDidLoad")
    func assignedBeforeLoading() {
        var loading = Loading()
        loading.viewAssigned(true)
        #expect(loading.state == .loaded(laidOut: false))
        #expect(loading.access() == .useView)
    }

    @Test("assigning nil unloads a loaded view, and nil changes nothing when none is loaded")
    func assignedNil() {
        var loading = machine(in: .loaded(laidOut: false))
        loading.viewAssigned(false)
        #expect(loading.state == .notLoaded)
        loading.viewAssigned(false)
        #expect(loading.state == .notLoaded)
        #expect(loading.access() == .load)
    }

    @Test("assigning nil inside loadView takes back the view it assigned")
    func assignedNilInsideLoadView() {
        var loading = machine(in: .loading(depth: 1, hasView: true))
        loading.viewAssigned(false)
        #expect(loading.state == .loading(depth: 1, hasView: false))
        #expect(loading.loadViewReturned() == .callViewDidLoad)
        #expect(loading.state == .notLoaded)
    }

    @Test(
        "loadView returning with no load in progress is refused and changes nothing",
        arguments: [Loading.State.notLoaded, .loaded(laidOut: false), .loaded(laidOut: true)])
    func returnWithoutLoad(_ state: Loading.State) {
        var loading = machine(in: state)
        #expect(loading.loadViewReturned() == .refuse(.notLoading))
        #expect(loading.state == state)
    }

    @Test("the first layout pass of a loaded view is its first layout; later ones are not")
    func firstLayout() {
        var loading = machine(in: .loaded(laidOut: false))
        #expect(loading.layoutPass() == .firstLayout)
        #expect(loading.state == .loaded(laidOut: true))
        #expect(loading.layoutPass() == .layout)
        #expect(loading.state == .loaded(laidOut: true))
    }

    @Test("a replaced view keeps the first layout; an unloaded one has it again once reloaded")
    func layoutAcrossAssignments() {
        var loading = machine(in: .loaded(laidOut: true))
        loading.viewAssigned(true)
        #expect(loading.state == .loaded(laidOut: true))
        loading.viewAssigned(false)
        loading.viewAssigned(true)
        #expect(loading.state == .loaded(laidOut: false))
        #expect(loading.layoutPass() == .firstLayout)
    }

    @Test(
        "a layout pass before a load has finished is refused and changes nothing",
        arguments: [
            Loading.State.notLoaded, .loading(depth: 1, hasView: false), .loading(depth: 1, hasView: true),
        ])
    func layoutBeforeLoaded(_ state: Loading.State) {
        var loading = machine(in: state)
        #expect(loading.layoutPass() == .refuse(.notLoaded))
        #expect(loading.state == state)
    }
}
