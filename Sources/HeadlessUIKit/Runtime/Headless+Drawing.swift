// ViewLifecycle · HeadlessUIKit

#if HEADLESS_CORE_GRAPHICS
    extension Headless {
        /// What drawing code painted into `context`, one line per operation in order: the
        /// operation, its bounds in the context's pixels (`x,y widthxheight`), the colour with the
        /// context's alpha, a stroke's width and any blend mode, such as
        /// `"fill 0,0 30x30 rgba(1, 0, 0, 1)"`. A path is painted by its bounding box.
        ///
        /// No pixels exist headlessly: this is how a test sees what a renderer's block, a custom
        /// drawing routine or `UIRectFill` did.
        ///
        /// - Parameter context: A renderer's `cgContext`, or `UIGraphicsGetCurrentContext()`.
        /// - Returns: The operations.
        public static func drawing(in context: CGContext) -> [String] {
            context.drawing
        }
    }
#endif
