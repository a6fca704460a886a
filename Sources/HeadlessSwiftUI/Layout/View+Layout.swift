// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Layout is not computed headlessly: each of these stores its values on one inert node.
extension View {
    /// Adds different padding amounts to each edge of this view.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        inert(.padding(insets), api: "View.padding(_:)")
    }

    /// Adds an equal padding amount to specific edges of this view.
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        inert(.paddingEdges(edges, length), api: "View.padding(_:_:)")
    }

    /// Adds a specific padding amount to each edge of this view.
    @inlinable public func padding(_ length: CGFloat) -> some View {
        inert(.paddingEdges(.all, length), api: "View.padding(_:)")
    }

    /// Positions this view within an invisible frame with the specified size.
    @inlinable public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        inert(
            .frame(width: width, height: height, alignment: alignment),
            api: "View.frame(width:height:alignment:)")
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        inert(
            .flexibleFrame(
                min: CGSize(width: minWidth ?? -1, height: minHeight ?? -1),
                ideal: CGSize(width: idealWidth ?? -1, height: idealHeight ?? -1),
                max: CGSize(width: maxWidth ?? -1, height: maxHeight ?? -1), alignment: alignment),
            api: "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)")
    }

    /// Fixes this view at its ideal size.
    @inlinable public func fixedSize() -> some View {
        inert(.fixedSize(horizontal: true, vertical: true), api: "View.fixedSize()")
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    @inlinable public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        inert(
            .fixedSize(horizontal: horizontal, vertical: vertical),
            api: "View.fixedSize(horizontal:vertical:)")
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    @inlinable public func layoutPriority(_ value: Double) -> some View {
        inert(.layoutPriority(value), api: "View.layoutPriority(_:)")
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    @inlinable public func offset(_ offset: CGSize) -> some View {
        inert(.offset(offset), api: "View.offset(_:)")
    }

    /// Offset this view by the specified horizontal and vertical distances.
    @inlinable public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        inert(.offset(CGSize(width: x, height: y)), api: "View.offset(x:y:)")
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    @inlinable public func position(_ position: CGPoint) -> some View {
        inert(.position(position), api: "View.position(_:)")
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    @inlinable public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        inert(.position(CGPoint(x: x, y: y)), api: "View.position(x:y:)")
    }

    /// Constrains this view's dimensions to the specified aspect ratio.
    @inlinable public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        inert(.aspectRatio(aspectRatio, contentMode), api: "View.aspectRatio(_:contentMode:)")
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    @inlinable public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        inert(
            .aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode),
            api: "View.aspectRatio(_:contentMode:)")
    }

    /// Scales this view to fit its parent.
    @inlinable public func scaledToFit() -> some View {
        inert(.aspectRatio(nil, .fit), api: "View.scaledToFit()")
    }

    /// Scales this view to fill its parent.
    @inlinable public func scaledToFill() -> some View {
        inert(.aspectRatio(nil, .fill), api: "View.scaledToFill()")
    }

    /// Expands the safe area of a view.
    @inlinable public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
    ) -> some View {
        inert(.ignoresSafeArea(regions, edges), api: "View.ignoresSafeArea(_:edges:)")
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @inlinable public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        inert(.ignoresSafeArea(.container, edges), api: "View.edgesIgnoringSafeArea(_:)")
    }
}
