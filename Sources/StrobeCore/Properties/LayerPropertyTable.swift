/// A layer class's property table: a struct whose every stored property is one row (a
/// ``LayerProperty`` or a ``LayerPropertyRow``), in the order the scene format lists them.
///
/// ``rows`` reads them by reflection, so a property declared in the struct is in every view
/// derived from the table (``LayerPropertyTables``) without a second list to keep in step.
package protocol LayerPropertyTable: Sendable {}

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

extension LayerPropertyTable {
  /// The rows, in declaration order.
  ///
  /// - Precondition: every stored property of the table is a row.
  package var rows: [LayerPropertyRow] {
    Mirror(reflecting: self).children.map { child in
      guard let declaration = child.value as? any LayerPropertyDeclaration else {
        preconditionFailure("\(type(of: self)).\(child.label ?? "?") is not a property row")
      }
      return declaration.row
    }
  }
}
