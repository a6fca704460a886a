// ViewLifecycle · HeadlessUIKit

// UIKit re-exports Foundation; so does its headless twin, so client code needs one import.
@_exported import Foundation
