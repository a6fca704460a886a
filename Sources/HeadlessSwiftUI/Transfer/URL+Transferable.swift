// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension URL: Transferable {
    /// A URL transfers as its absolute string.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                    throw TransferError(message: "The data is not a URL.")
                }
                return url
            })
    }
}
