// ViewLifecycle · HeadlessSwiftUI

/// Why a built-in representation could not import data: it was not what the type reads.
struct TransferError: Error, Equatable {
    let message: String
}
