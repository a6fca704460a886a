// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

private struct SourceKey: TransactionKey {
    static let defaultValue = "unknown"
}

extension Transaction {
    fileprivate var source: String {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

extension SwiftUIInternalTests {
    // Source: Apple's documentation of `TransactionKey` (a transaction holds the key's default
    // value until one is set) and `withTransaction(_:_:_:)`.
    @Suite @MainActor struct TransactionKeyTests {
        @Test("a transaction reads a key's default until it is set, and keeps what is set")
        func subscriptDefaults() {
            var transaction = Transaction()
            #expect(transaction.source == "unknown")
            transaction.source = "swipe"
            #expect(transaction.source == "swipe")
            #expect(Transaction(animation: .default).source == "unknown")
        }

        @Test("withTransaction sets a custom key for its body")
        func withTransactionKey() {
            let result = withTransaction(\.source, "button") { "ran" }
            #expect(result == "ran")
        }
    }
}
