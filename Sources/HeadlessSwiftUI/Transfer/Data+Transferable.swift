// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Data: Transferable {
    /// Data transfers as itself.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}
