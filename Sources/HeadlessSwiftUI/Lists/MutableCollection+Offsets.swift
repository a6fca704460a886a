// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (what an `onMove` action usually calls).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        var rest: [Element] = []
        for (offset, element) in enumerated() where !source.contains(offset) { rest.append(element) }
        let insertAt = destination - source.filter { $0 < destination }.count
        rest.insert(contentsOf: moved, at: insertAt)
        var position = startIndex
        for element in rest {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
