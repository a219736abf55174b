// StrobeUIKitCompat
