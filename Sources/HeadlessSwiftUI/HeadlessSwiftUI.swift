// ViewLifecycle · HeadlessSwiftUI

// `import SwiftUI` also brings Combine (ObservableObject, @Published); off Apple platforms the
// package's own Combine target stands in.
@_exported import Combine
// `import SwiftUI` on iOS brings UIKit and Observation with it; so does its headless twin.
@_exported import HeadlessUIKit
@_exported import Observation

// `import SwiftUI` brings the whole of Foundation, `URLSession` included; the toolchain's
// Foundation keeps networking in FoundationNetworking, so the headless twin brings that too.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
