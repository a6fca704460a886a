// ViewLifecycle · HeadlessUIKit

// UIKit re-exports Foundation; so does its headless twin, so client code needs one import.
@_exported import Foundation
// UIKit brings the whole of Foundation, `URLSession` included; the toolchain's Foundation keeps
// networking in FoundationNetworking, so the headless twin brings that too.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
