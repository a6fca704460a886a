// ViewLifecycle · HeadlessUIKit

// UIKit re-exports Core Graphics (Apple's, or where there is none the package's stand-in) and
// Foundation; so does its headless twin, so client code needs one import.
@_exported import CoreGraphics
@_exported import Foundation
// UIKit brings the whole of Foundation, `URLSession` included; the toolchain's Foundation keeps
// networking in FoundationNetworking, so the headless twin brings that too.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
