// ViewLifecycle · Combine

import Foundation

// Combine makes Foundation's JSON coders top-level coders, so `CodableRepresentation`'s
// coders (JSON by default) satisfy its constraints.
extension JSONEncoder: TopLevelEncoder {}
