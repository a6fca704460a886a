// ViewLifecycle · HeadlessSwiftUITests

/// An image picker as apps wrap one for a sheet: the coordinator stores the picture in the
/// binding and closes the sheet through `isPresented`.
struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Binding var isPresented: Bool

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        log("makeUIViewController")
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    static func dismantleUIViewController(
        _ uiViewController: UIImagePickerController, coordinator: Coordinator
    ) {
        log("dismantleUIViewController")
    }

    /// The picker's delegate.
    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: PhotoPicker

        init(_ parent: PhotoPicker) { self.parent = parent }

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            log("didFinishPicking")
            parent.image = info[.originalImage] as? UIImage
            parent.isPresented = false
        }
    }
}
