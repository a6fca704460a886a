// ViewLifecycle · HeadlessUIKit

import Foundation

extension IndexPath {
    /// Creates the index path of a table view's row.
    ///
    /// - Parameters:
    ///   - row: The row within its section.
    ///   - section: The section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates the index path of a collection view's item.
    ///
    /// - Parameters:
    ///   - item: The item within its section.
    ///   - section: The section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in a table view: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in a collection view: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
