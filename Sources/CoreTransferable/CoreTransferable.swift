// ViewLifecycle · CoreTransferable (a stand-in where the platform has none)

// `Transferable` and its representations are HeadlessSwiftUI's (Sources/HeadlessSwiftUI/Transfer),
// which shares them headlessly; this module gives them the name model code imports, as SwiftUI on
// a device re-exports Apple's CoreTransferable.
@_exported import HeadlessSwiftUI
