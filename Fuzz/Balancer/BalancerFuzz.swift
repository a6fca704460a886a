// ViewLifecycle · Fuzz

import LifecycleCore

/// libFuzzer's entry: each input byte is a raw callback (13 kinds, the animated flag in bit 4)
/// fed to one balancer, whose output at every step is judged by the contract's independent
/// statement, `ContractGrammar` (compiled in from LifecycleCoreTests by `scripts/fuzz.sh`).
@_cdecl("LLVMFuzzerTestOneInput")
public func balancerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var balancer = AppearanceBalancer()
    var grammar = ContractGrammar()
    for byte in UnsafeBufferPointer(start: data, count: size) {
        let animated = byte & 0x10 != 0
        let raw: RawCallback
        switch byte % 7 {
        case 0: raw = .viewDidLoad
        case 1: raw = .viewWillAppear(animated: animated)
        case 2: raw = .viewIsAppearing(animated: animated)
        case 3: raw = .viewDidAppear(animated: animated)
        case 4: raw = .viewWillDisappear(animated: animated)
        case 5: raw = .viewDidDisappear(animated: animated)
        default: raw = .teardown
        }
        let events = Array(balancer.receive(raw))
        precondition(events.count <= 3, "more than three events for \(raw)")
        do {
            try grammar.check(raw, produced: events)
        } catch {
            preconditionFailure("contract broken: \(error)")
        }
        precondition(balancer.phase == grammar.currentPhase, "phase \(balancer.phase) after \(raw)")
        precondition(balancer.isLoaded == grammar.isLoaded, "isLoaded \(balancer.isLoaded) after \(raw)")
    }
    return 0
}
