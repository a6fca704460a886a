// ViewLifecycle · HeadlessUIKit

import Foundation

extension NSIndexPath {
    /// Creates the index path of a table view's row.
    ///
    /// - Parameters:
    ///   - row: The row within its section.
    ///   - section: The section.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// Creates the index path of a collection view's item.
    ///
    /// - Parameters:
    ///   - item: The item within its section.
    ///   - section: The section.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index (`NSNotFound` for an empty path, as Foundation answers on
    /// Apple platforms for a position past the end).
    public var section: Int { index(at: 0) }

    /// The row in a table view: the second index (`NSNotFound` for a shorter path).
    public var row: Int { index(at: 1) }

    /// The item in a collection view: the second index (`NSNotFound` for a shorter path).
    public var item: Int { index(at: 1) }

    private func index(at position: Int) -> Int {
        // The toolchain's Foundation traps past the end, where Apple's answers NSNotFound.
        position < length ? index(atPosition: position) : NSNotFound
    }
}
