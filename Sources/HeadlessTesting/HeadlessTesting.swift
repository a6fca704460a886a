// ViewLifecycle · HeadlessTesting

// A test that imports HeadlessTesting writes its views against Apple's names, as HeadlessSwiftUI
// declares them, without a second import.
@_exported import HeadlessSwiftUI
