/// A layer class's property table: a struct whose every stored property is one row (a
/// ``LayerProperty`` or a ``LayerPropertyRow``), in the order the scene format lists them.
///
/// ``rows`` lists them in declaration order. It is written out rather than read by
/// reflection: `Mirror` over the tables' generic row types cost every process about
/// 19 million instructions in type-metadata lookups
/// (docs/performance.md §Property tables without reflection). LayerPropertyTableTests
/// reflects over each table and requires the list to name every stored property once, in
/// order, so a row declared in the struct but left out of the list fails a test instead of
/// vanishing from the views derived from the tables (``LayerPropertyTables``).
package protocol LayerPropertyTable: Sendable {
  /// The rows, in declaration order.
  var rows: [LayerPropertyRow] { get }
}

/// A declaration a table holds: it gives its row.
package protocol LayerPropertyDeclaration: Sendable {
  /// The row.
  var row: LayerPropertyRow { get }
}

extension LayerProperty: LayerPropertyDeclaration {}

extension LayerPropertyRow: LayerPropertyDeclaration {
  /// The row itself.
  package var row: LayerPropertyRow { self }
}
