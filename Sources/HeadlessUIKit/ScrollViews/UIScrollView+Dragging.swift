// ViewLifecycle · HeadlessUIKit

extension UIScrollView {
    /// The largest finger move between two frames of a simulated drag (a guess).
    static let dragStep: CGFloat = 100

    /// How long deceleration lasts on the virtual clock (a guess).
    static let decelerationDuration: TimeInterval = 1

    /// Plays a user's drag; see `Headless.drag(_:by:velocity:)` for the order of the calls.
    func performDrag(by distance: CGPoint, velocity: CGPoint) {
        scrollAnimationGeneration += 1
        isTracking = true
        isDragging = true
        isDecelerating = false
        delegate?.scrollViewWillBeginDragging(self)
        let start = contentOffset
        let length = max(abs(distance.x), abs(distance.y))
        let steps = max(1, Int((length / UIScrollView.dragStep).rounded(.up)))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let next = clamped(
                CGPoint(x: start.x + distance.x * fraction, y: start.y + distance.y * fraction))
            contentOffset = next
            layoutIfNeeded()
        }
        isTracking = false
        var target = restingOffset(velocity: velocity)
        if !isPagingEnabled {
            if let layout = (self as? UICollectionView)?.collectionViewLayout {
                target = layout.targetContentOffset(
                    forProposedContentOffset: target, withScrollingVelocity: velocity)
            }
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
            target = clamped(target)
        }
        let decelerates = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            isDragging = false
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let generation = scrollAnimationGeneration
        HeadlessWorld.shared.schedule(after: UIScrollView.decelerationDuration) { [weak self] in
            guard let self, self.scrollAnimationGeneration == generation else { return }
            self.contentOffset = target
            self.layoutIfNeeded()
            self.isDecelerating = false
            self.isDragging = false
            self.delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Where the content comes to rest: a deceleration rate `r` a millisecond (UIKit's normal
    /// one is 0.998) carries it `velocity × r / (1 − r)` points further; paging rounds to the
    /// nearest page.
    private func restingOffset(velocity: CGPoint) -> CGPoint {
        let rate = min(max(decelerationRate.rawValue, 0), 0.9999)
        // Rounded to a thousandth, so 0.998 carries exactly 499 points per point per millisecond.
        let carry = (rate / (1 - rate) * 1000).rounded() / 1000
        var target = CGPoint(x: contentOffset.x + velocity.x * carry, y: contentOffset.y + velocity.y * carry)
        if isPagingEnabled {
            if bounds.width > 0 { target.x = (target.x / bounds.width).rounded() * bounds.width }
            if bounds.height > 0 { target.y = (target.y / bounds.height).rounded() * bounds.height }
        }
        return clamped(target)
    }
}
