// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

// Modifiers that hand work to the system (drag and drop, file dialogs, documents, window
// backgrounds): headlessly there is no system to do it, so each is recorded in
// `Headless.inertCalls` and leaves its bindings and closures untouched.

@available(iOS 16.0, macOS 13.0, *)
extension View {
    /// Accepts dropped `Transferable` items: recorded only (nothing is dropped headlessly).
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View where T: Transferable {
        inert(.generated, api: "View.dropDestination(for:action:isTargeted:)")
    }

    /// Makes the view draggable with `payload`: recorded only (no drag starts headlessly; the
    /// payload is never made).
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View where T: Transferable {
        inert(.generated, api: "View.draggable(_:)")
    }

    /// Makes the view draggable with `payload` and a drag preview: recorded only.
    public func draggable<V, T>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    )
        -> some View where V: View, T: Transferable
    { inert(.generated, api: "View.draggable(_:preview:)") }

    /// Names the file the navigation bar represents: recorded only (no title menu).
    public func navigationDocument(_ url: URL) -> some View {
        inert(.generated, api: "View.navigationDocument(_:)")
    }

    /// Names the document the navigation bar represents: recorded only (no title menu).
    public func navigationDocument<D>(_ document: D) -> some View where D: Transferable {
        inert(.generated, api: "View.navigationDocument(_:)")
    }

    /// Names the document the navigation bar represents, with a preview: recorded only.
    public func navigationDocument<D>(_ document: D, preview: SharePreview<Never, Never>) -> some View
    where D: Transferable { inert(.generated, api: "View.navigationDocument(_:preview:)") }

    /// Names the document the navigation bar represents, with a preview icon: recorded only.
    public func navigationDocument<D, I>(_ document: D, preview: SharePreview<Never, I>) -> some View
    where D: Transferable, I: Transferable { inert(.generated, api: "View.navigationDocument(_:preview:)") }

    /// Names the document the navigation bar represents, with a preview image: recorded only.
    public func navigationDocument<D, I>(_ document: D, preview: SharePreview<I, Never>) -> some View
    where D: Transferable, I: Transferable { inert(.generated, api: "View.navigationDocument(_:preview:)") }

    /// Names the document the navigation bar represents, with a preview image and icon:
    /// recorded only.
    public func navigationDocument<D, I1, I2>(_ document: D, preview: SharePreview<I1, I2>) -> some View
    where D: Transferable, I1: Transferable, I2: Transferable {
        inert(.generated, api: "View.navigationDocument(_:preview:)")
    }
}

@available(iOS 14.0, macOS 11.0, *)
extension View {
    /// Presents a file importer while `isPresented` is true: recorded only (no file dialog
    /// opens headlessly; `onCompletion` never runs).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        inert(.generated, api: "View.fileImporter(isPresented:allowedContentTypes:onCompletion:)")
    }

    /// Presents a file importer for one or more files: recorded only.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View {
        inert(
            .generated,
            api: "View.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)")
    }

    /// Presents a file exporter for a document: recorded only (nothing is written).
    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View where D: FileDocument {
        inert(
            .generated,
            api: "View.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)")
    }

    /// Presents a file exporter for documents: recorded only (nothing is written).
    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C: Collection, C.Element: FileDocument {
        inert(.generated, api: "View.fileExporter(isPresented:documents:contentType:onCompletion:)")
    }

    /// Presents a file exporter for a reference document: recorded only (nothing is written).
    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View where D: ReferenceFileDocument {
        inert(
            .generated,
            api: "View.fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)")
    }

    /// Presents a file exporter for reference documents: recorded only (nothing is written).
    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C: Collection, C.Element: ReferenceFileDocument {
        inert(.generated, api: "View.fileExporter(isPresented:documents:contentType:onCompletion:)")
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension View {
    /// Presents a file importer with a cancellation callback: recorded only.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        inert(
            .generated,
            api:
                "View.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)"
        )
    }

    /// Presents a file exporter for a `Transferable` item: recorded only (nothing is written).
    public func fileExporter<T>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T: Transferable {
        inert(
            .generated,
            api:
                "View.fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)"
        )
    }

    /// Presents a file exporter for `Transferable` items: recorded only (nothing is written).
    public func fileExporter<C, T>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, T: Transferable, T == C.Element {
        inert(
            .generated, api: "View.fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:)")
    }

    /// Presents a file exporter for a document in several types: recorded only.
    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where D: FileDocument {
        inert(
            .generated,
            api:
                "View.fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)"
        )
    }

    /// Presents a file exporter for a reference document in several types: recorded only.
    public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where D: ReferenceFileDocument {
        inert(
            .generated,
            api:
                "View.fileExporter(isPresented:document:contentTypes:defaultFilename:onCompletion:onCancellation:)"
        )
    }

    /// Presents a file exporter for documents in several types: recorded only.
    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, C.Element: FileDocument {
        inert(
            .generated,
            api: "View.fileExporter(isPresented:documents:contentTypes:onCompletion:onCancellation:)")
    }

    /// Presents a file exporter for reference documents in several types: recorded only.
    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, C.Element: ReferenceFileDocument {
        inert(
            .generated,
            api: "View.fileExporter(isPresented:documents:contentTypes:onCompletion:onCancellation:)")
    }

    /// Tracks the pointer over the view in a named coordinate space: recorded only (there is no
    /// pointer headlessly).
    @available(
        iOS, introduced: 16.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        tvOS, introduced: 16.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(watchOS, unavailable)
    @_disfavoredOverload
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View { inert(.generated, api: "View.onContinuousHover(coordinateSpace:perform:)") }

    /// Tracks the pointer over the view: recorded only (there is no pointer headlessly).
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View { inert(.generated, api: "View.onContinuousHover(coordinateSpace:perform:)") }

    /// Sets how a palette picker marks its selection: drawn only (recorded).
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        inert(.generated, api: "View.paletteSelectionEffect(_:)")
    }

    /// Sets the background of a container such as a widget: drawn only (recorded).
    public func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    where S: ShapeStyle { inert(.generated, api: "View.containerBackground(_:for:)") }

    /// Sets a view as the background of a container such as a widget: drawn only (recorded;
    /// the background view is not made).
    public func containerBackground<V>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        inert(.generated, api: "View.containerBackground(for:alignment:content:)")
    }

    /// Removes a default toolbar item, such as the sidebar toggle: recorded only (no default
    /// items are drawn headlessly).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        inert(.generated, api: "View.toolbar(removing:)")
    }
}

/// How a palette picker marks the selected option: named values, compared by name (drawn
/// only headlessly).
@available(iOS 17.0, macOS 14.0, *)
public struct PaletteSelectionEffect: Sendable, Equatable {
    let name: String

    /// Whether both are the same effect.
    public static func == (lhs: PaletteSelectionEffect, rhs: PaletteSelectionEffect) -> Bool {
        lhs.name == rhs.name
    }

    /// The system's default effect.
    nonisolated(unsafe) public static var automatic = PaletteSelectionEffect(name: "automatic")

    /// Marks the selection with a symbol variant.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(name: "symbolVariant(\(variant))")
    }

    /// Leaves the marking to the options' own images.
    nonisolated(unsafe) public static var custom = PaletteSelectionEffect(name: "custom")
}

/// Where a container background goes: Apple's placements are watchOS and widget ones, so on
/// iOS there is no value to make; equal by name.
@available(iOS 17.0, macOS 14.0, *)
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
}

@available(iOS 16.0, macOS 13.0, *)
extension DynamicViewContent {
    /// Accepts `Transferable` items dropped between the rows: recorded only (nothing is
    /// dropped headlessly).
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    )
        -> some DynamicViewContent where T: Transferable
    {
        inert(.generated, api: "DynamicViewContent.dropDestination(for:action:)")
    }
}
