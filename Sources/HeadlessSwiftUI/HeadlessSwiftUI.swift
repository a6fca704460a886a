// ViewLifecycle · HeadlessSwiftUI

// `import SwiftUI` on iOS brings UIKit and Observation with it; so does its headless twin.
@_exported import HeadlessUIKit
@_exported import Observation
