// StrobeCore
