// Cairo's C API for code that draws Strobe frames into its own Cairo contexts
// (Sources/Strobe/Strobe.docc/UsingStrobeAsALibrary.md §Drawing into your own Cairo
// context): `import StrobeCairo` next to `import Strobe` gives `cairo_pdf_surface_create`, `cairo_create`, `cairo_translate`… from the
// same Cairo Strobe links, through a product of the package instead of its internal CCairo
// module.
@_exported import CCairo
