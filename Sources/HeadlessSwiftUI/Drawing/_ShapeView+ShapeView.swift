// ViewLifecycle · HeadlessSwiftUI

extension _ShapeView: ShapeView {}
