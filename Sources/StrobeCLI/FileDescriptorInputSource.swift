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
    try read(atMost: Int.max)
  }

  /// Reads until end of file or `count` bytes, retrying after interruptions; never asks
  /// `read(2)` for more than the bytes still wanted.
  ///
  /// - Throws: ``CommandFailure/standardInputUnreadable(reason:)`` with `strerror`'s text.
  public func read(atMost count: Int) throws -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while result.count < count {
      let wanted = min(chunk.count, count - result.count)
      let got = chunk.withUnsafeMutableBytes {
        systemRead(fileDescriptor, $0.baseAddress, wanted)
      }
      if got > 0 {
        result.append(contentsOf: chunk[0..<got])
      } else if got == 0 {
        return result
      } else if errno != EINTR {
        throw CommandFailure.standardInputUnreadable(reason: String(cString: strerror(errno)))
      }
    }
    return result
  }
}

/// `read(2)`, named apart from ``FileDescriptorInputSource/read(atMost:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
