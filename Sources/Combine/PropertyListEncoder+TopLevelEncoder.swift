// ViewLifecycle · Combine

import Foundation

// Combine makes Foundation's property-list coders top-level coders, so `CodableRepresentation`'s
// coders (JSON by default) satisfy its constraints.
extension PropertyListEncoder: TopLevelEncoder {}
