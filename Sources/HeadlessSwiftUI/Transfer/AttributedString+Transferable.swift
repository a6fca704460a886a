// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension AttributedString: Transferable {
    /// An attributed string transfers as its characters, UTF-8 plain text (attributes are not
    /// kept headlessly).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .utf8PlainText, exporting: { Data(String($0.characters).utf8) },
            importing: { AttributedString(String(decoding: $0, as: UTF8.self)) })
    }
}
