// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Color: Transferable {
    /// A color exports as data; headlessly the data is the color's description in UTF-8, a
    /// stand-in for the archived color.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .data) { Data($0.description.utf8) }
    }
}
