// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Image: Transferable {
    /// An image exports as PNG data; headlessly nothing is drawn, so the data is the image's
    /// name in UTF-8, a stand-in.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { Data($0.name.utf8) }
    }
}
