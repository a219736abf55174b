import StrobeCore

extension SceneValueKind {
  /// The scene kind of a property table row's kind: the case of the same name.
  package init(_ kind: ScenePropertyKind) {
    switch kind {
    case .number: self = .number
    case .nonNegativeNumber: self = .nonNegativeNumber
    case .positiveNumber: self = .positiveNumber
    case .count: self = .count
    case .bool: self = .bool
    case .point: self = .point
    case .size: self = .size
    case .rect: self = .rect
    case .layerRect: self = .layerRect
    case .color: self = .color
    case .transform: self = .transform
    case .path: self = .path
    case .string: self = .string
    case .choice(let names): self = .choice(names)
    case .dashPattern: self = .dashPattern
    case .numberList: self = .numberList
    case .colorList: self = .colorList
    case .cornerMask: self = .cornerMask
    case .contents: self = .contents
    case .timeRemap: self = .timeRemap
    case .textAnimators: self = .textAnimators
    }
  }
}
