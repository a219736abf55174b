// StrobeScene
