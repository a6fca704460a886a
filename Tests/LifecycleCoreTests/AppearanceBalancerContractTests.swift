// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import TestRandom
import Testing

/// The balancer against the independent grammar, over every short sequence and many long ones.
struct AppearanceBalancerContractTests {
    /// Feeds `sequence` to a fresh balancer and judges each step; returns the first violation.
    private func firstViolation(in sequence: some Sequence<RawCallback>) -> ContractGrammar.Violation? {
        var balancer = AppearanceBalancer()
        var grammar = ContractGrammar()
        for raw in sequence {
            let events = Array(balancer.receive(raw))
            do {
                try grammar.check(raw, produced: events)
            } catch {
                return error
            }
            if balancer.phase != grammar.currentPhase || balancer.isLoaded != grammar.isLoaded {
                return .init(step: 0, reason: "state \(balancer.phase)/\(balancer.isLoaded) after \(raw)")
            }
        }
        return nil
    }

    @Test("every raw sequence up to length 6 yields a well-formed stream")
    func exhaustiveUpToSix() {
        // 12 symbols: 12^6 ≈ 3 million sequences of length 6. Walking the tree depth-first with a
        // copy of the balancer per branch visits each prefix once instead of replaying it.
        var checked = 0
        var failures: [String] = []
        func walk(_ balancer: AppearanceBalancer, _ grammar: ContractGrammar, _ path: [RawCallback]) {
            checked += 1
            guard path.count < 6, failures.isEmpty else { return }
            for raw in rawAlphabet {
                var balancer = balancer
                var grammar = grammar
                let events = Array(balancer.receive(raw))
                do {
                    try grammar.check(raw, produced: events)
                } catch {
                    failures.append("\(path + [raw]): \(error)")
                    return
                }
                if balancer.phase != grammar.currentPhase || balancer.isLoaded != grammar.isLoaded {
                    failures.append("\(path + [raw]): state \(balancer.phase) isLoaded \(balancer.isLoaded)")
                    return
                }
                walk(balancer, grammar, path + [raw])
            }
        }
        walk(AppearanceBalancer(), ContractGrammar(), [])
        #expect(failures == [])
        // 1 + 12 + 12^2 + ... + 12^6 nodes.
        #expect(checked == (0...6).reduce(0) { $0 + Int(pow12($1)) })
    }

    @Test("100,000 random raw sequences up to length 40 yield well-formed streams")
    func randomUpToForty() {
        var generator = SplitMix64(seed: 0x5EED_000)
        for index in 0..<100_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let sequence = (0..<length).map { _ in rawAlphabet.randomElement(using: &generator)! }
            if let violation = firstViolation(in: sequence) {
                Issue.record("sequence \(index) \(sequence): \(violation)")
                return
            }
        }
    }

    @Test("the grammar rejects a balancer that forgets to synthesize")
    func grammarCatchesMissingRepair() {
        // A raw viewDidAppear on a fresh view delivered as-is breaks rules 1 and 4.
        var grammar = ContractGrammar()
        #expect(throws: ContractGrammar.Violation.self) {
            try grammar.check(.viewDidAppear(animated: true), produced: [.didAppear(animated: true)])
        }
        var other = ContractGrammar()
        #expect(throws: ContractGrammar.Violation.self) {
            try other.check(.viewWillAppear(animated: true), produced: [])
        }
    }

    private func pow12(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 12 }
    }
}
