#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An ``InputSource`` reading a file descriptor to its end with `read(2)`.
public final class FileDescriptorInputSource: InputSource, Sendable {
  /// The descriptor read from.
  public let fileDescriptor: Int32

  /// A source for `fileDescriptor`; the source does not close it.
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// The process's standard input (descriptor 0).
  public static let standardInput = FileDescriptorInputSource(fileDescriptor: 0)

  /// Reads until end of file, retrying after interruptions.
  ///
  /// - Throws: ``CommandFailure/standardInputUnreadable(reason:)`` with `strerror`'s text.
  public func readAll() throws -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        result.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return result
      } else if errno != EINTR {
        throw CommandFailure.standardInputUnreadable(reason: String(cString: strerror(errno)))
      }
    }
  }
}
