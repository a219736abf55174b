import Foundation
import StrobeGeometry

extension CATextLayer {
  /// Text animators, applied in order to every character (``TextAnimator``); empty (the
  /// default) draws the text unchanged.
  ///
  /// Strobe extension. The list is not animatable; each animator's values are, by its name.
  /// A reveal from left to right: the characters from `start` to the end are transparent,
  /// and `start` moves from 0 to 100 %:
  ///
  /// ```swift
  /// let text = CATextLayer()
  /// text.string = "Hello"
  /// var fade = TextAnimator(name: "fade")
  /// fade.opacity = 0
  /// text.textAnimators = [fade]
  /// let reveal = CABasicAnimation(keyPath: "textAnimators.fade.start")
  /// reveal.fromValue = 0
  /// reveal.toValue = 100
  /// reveal.duration = 1
  /// text.add(reveal, forKey: "reveal")
  /// ```
  public var textAnimators: [TextAnimator] {
    get { textModel.textAnimators }
    set { CATextLayer.textProperties.textAnimators.set(newValue, on: self) }
  }

  /// Which characters the text animators scale and rotate together (default each character
  /// about its own anchor).
  ///
  /// Strobe extension; not animatable.
  public var textAnimatorGrouping: TextAnimatorGrouping {
    get { textModel.textAnimatorGrouping }
    set { CATextLayer.textProperties.textAnimatorGrouping.set(newValue, on: self) }
  }

  /// Moves each group's anchor (``TextState/textAnimatorGroupingAlignment``).
  ///
  /// Strobe extension; not animatable.
  public var textAnimatorGroupingAlignment: CGPoint {
    get { textModel.textAnimatorGroupingAlignment }
    set { CATextLayer.textProperties.textAnimatorGroupingAlignment.set(newValue, on: self) }
  }
}
