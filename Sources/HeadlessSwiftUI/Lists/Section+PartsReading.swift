// ViewLifecycle · HeadlessSwiftUI

extension Section: SectionPartsReading where Parent: View, Content: View, Footer: View {
    var sectionParts: (header: any View, content: (any View)?, footer: any View) {
        (header, content, footer)
    }
}
