// The umbrella module: `import Strobe` brings in the whole library.
@_exported import StrobeCore
@_exported import StrobeGeometry
@_exported import StrobeRender
@_exported import StrobeScene
