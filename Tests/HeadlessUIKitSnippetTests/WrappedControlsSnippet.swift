// ViewLifecycle · HeadlessUIKitSnippetTests

import Foundation
import Testing

/// A gallery screen built from the UIKit views SwiftUI apps wrap in representables: a page
/// control, a search bar, a notes text view, a zooming scroll view and an image picker it
/// presents, with itself as every delegate.
final class SnippetGallery: UIViewController, UISearchBarDelegate, UITextViewDelegate, UIScrollViewDelegate,
    UIImagePickerControllerDelegate, UINavigationControllerDelegate
{
    let dots = UIPageControl()
    let search = UISearchBar()
    let notes = UITextView()
    let zoomer = UIScrollView()
    let photo = UIImageView()
    private(set) var picked: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        dots.numberOfPages = 4
        dots.currentPage = 9
        dots.hidesForSinglePage = true
        dots.backgroundStyle = .minimal
        dots.currentPageIndicatorTintColor = .systemOrange
        dots.pageIndicatorTintColor = .systemGray4
        dots.addAction(
            UIAction { [unowned self] _ in Log.shared.append("page \(dots.currentPage)") }, for: .valueChanged
        )
        search.delegate = self
        search.searchBarStyle = .minimal
        search.returnKeyType = .search
        search.autocorrectionType = .no
        search.setShowsCancelButton(true, animated: false)
        notes.delegate = self
        notes.layer.cornerRadius = 10
        notes.layer.cornerCurve = .continuous
        notes.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        notes.layer.borderWidth = 1
        notes.layer.borderColor = UIColor.systemGray4.cgColor
        notes.layer.shadowColor = UIColor.black.cgColor
        notes.layer.shadowOpacity = 0.2
        notes.layer.shadowOffset = CGSize(width: 0, height: 2)
        notes.layer.shadowRadius = 4
        notes.layer.masksToBounds = false
        notes.autocapitalizationType = .none
        notes.autocorrectionType = .no
        notes.spellCheckingType = .no
        notes.backgroundColor = .systemGray6
        zoomer.delegate = self
        zoomer.minimumZoomScale = 1
        zoomer.maximumZoomScale = 4
        zoomer.bouncesZoom = true
        photo.animationRepeatCount = 1
        photo.image = UIImage.animatedImage(with: [UIImage(), UIImage()], duration: 1)
        for child in [dots, search, notes, zoomer] as [UIView] { view.addSubview(child) }
        zoomer.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.widthAnchor.constraint(equalTo: zoomer.frameLayoutGuide.widthAnchor),
            photo.topAnchor.constraint(equalTo: zoomer.contentLayoutGuide.topAnchor),
        ])
    }

    func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
        !text.contains("*")
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { Log.shared.append("zoom \(scrollView.zoomScale)") }

    /// Watches the keyboard the way a form screen does: the end frame's height, from the
    /// notification's user info.
    func observeKeyboard() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
                .doubleValue
            // The queue is the main one, so the block runs on the main actor.
            MainActor.assumeIsolated {
                Log.shared.append("keyboard \(Int(frame?.height ?? 0)) \(duration ?? 0)")
            }
        }
    }

    /// Opens the app's settings as a permissions screen does.
    func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url)
        else {
            return
        }
        UIApplication.shared.open(url, options: [:]) { opened in Log.shared.append("settings \(opened)") }
    }

    /// Sizes the photo as a wrapper's `sizeThatFits` would.
    func photoSize() -> CGSize {
        photo.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        preferredContentSize = photo.sizeThatFits(CGSize(width: 100, height: 100))
        let intrinsic = photo.intrinsicContentSize
        return intrinsic.width == UIView.noIntrinsicMetric ? .zero : intrinsic
    }

    func choosePhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.mediaTypes = ["public.image"]
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picked = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

// Sources: UIPageControl.h (currentPage "is pinned to 0..numberOfPages-1"), UIKeyInput
// (UITextView adopts it: insertText(_:), hasText), UIImagePickerController.h (sourceType
// defaults to the photo library), UIScrollView.h (zoomScale within the minimum and maximum).
@Suite(.serialized, .headlessWorld) @MainActor struct WrappedControlsSnippetTests {
    @Test("the gallery's wrapped views keep what they were set to")
    func gallery() {
        let log = Log.start()
        let screen = SnippetGallery()
        let window = showOnScreen(screen, log: log)
        #expect(screen.dots.currentPage == 3)
        #expect(screen.search.showsCancelButton)
        #expect(screen.search.searchBarStyle == .minimal)
        screen.notes.insertText("Hello")
        #expect(screen.notes.hasText)
        #expect(screen.notes.text == "Hello")
        #expect(screen.photo.image?.images?.count == 2)
        #expect(UIImagePickerController().sourceType == .photoLibrary)
        #expect(UIImage(data: Data()) == nil)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.width == 3)
        #expect(screen.photoSize() == .zero)
        #expect(screen.notes.layer.cornerRadius == 10)
        #expect(screen.notes.layer.borderWidth == 1)
        #expect(screen.notes.layer.shadowOpacity == 0.2)
        withExtendedLifetime(window) {}
    }
}
