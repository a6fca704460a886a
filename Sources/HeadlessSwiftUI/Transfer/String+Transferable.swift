// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension String: Transferable {
    /// A string transfers as UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .utf8PlainText, exporting: { Data($0.utf8) },
            importing: { String(decoding: $0, as: UTF8.self) })
    }
}
