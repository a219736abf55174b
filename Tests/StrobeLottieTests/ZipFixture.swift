import CZlib
import Foundation

/// Zip archives written for the dotLottie tests, hostile ones included.
///
/// Members are stored or deflated (zlib, raw deflate), with an uncompressed size that may lie, an encryption flag,
/// any name. The layout is PKWARE's APPNOTE: local headers and data, the central directory,
/// the end of central directory record.
struct ZipFixture {
  /// One member of the archive.
  struct Member {
    var name: String
    var data: Data
    /// Deflate the data (else stored).
    var deflated = true
    /// The uncompressed size written in both headers (nil: the real one).
    var declaredSize: Int? = nil
    /// Set the "encrypted" flag (the data is not encrypted: a reader must refuse it).
    var encrypted = false
  }

  var members: [Member] = []

  /// Adds a member.
  mutating func add(
    _ name: String, _ data: Data, deflated: Bool = true, declaredSize: Int? = nil,
    encrypted: Bool = false
  ) {
    members.append(
      Member(
        name: name, data: data, deflated: deflated, declaredSize: declaredSize,
        encrypted: encrypted))
  }

  /// Adds a member holding `text` as UTF-8.
  mutating func add(_ name: String, text: String) { add(name, Data(text.utf8)) }

  /// The archive's bytes.
  var data: Data {
    var out = Data()
    var central = Data()
    for member in members {
      let offset = out.count
      let body = member.deflated ? Self.deflate(member.data) : member.data
      let crc = member.data.withUnsafeBytes { raw in
        UInt32(crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count)))
      }
      let name = Data(member.name.utf8)
      let flags: UInt16 = (member.encrypted ? 1 : 0) | 0x0800  // UTF-8 names
      let method: UInt16 = member.deflated ? 8 : 0
      let size = UInt32(member.declaredSize ?? member.data.count)
      var local = Data()
      local += Self.le32(0x0403_4B50)
      local += Self.le16(20)
      local += Self.le16(flags)
      local += Self.le16(method)
      local += Self.le16(0)  // time
      local += Self.le16(0x21)  // 1980-01-01
      local += Self.le32(crc)
      local += Self.le32(UInt32(body.count))
      local += Self.le32(size)
      local += Self.le16(UInt16(name.count))
      local += Self.le16(0)
      out += local + name + body
      var entry = Data()
      entry += Self.le32(0x0201_4B50)
      entry += Self.le16(20)
      entry += Self.le16(20)
      entry += Self.le16(flags)
      entry += Self.le16(method)
      entry += Self.le16(0)
      entry += Self.le16(0x21)
      entry += Self.le32(crc)
      entry += Self.le32(UInt32(body.count))
      entry += Self.le32(size)
      entry += Self.le16(UInt16(name.count))
      entry += Self.le16(0)  // extra
      entry += Self.le16(0)  // comment
      entry += Self.le16(0)  // disk
      entry += Self.le16(0)  // internal attributes
      entry += Self.le32(0)  // external attributes
      entry += Self.le32(UInt32(offset))
      central += entry + name
    }
    let centralOffset = out.count
    out += central
    var end = Data()
    end += Self.le32(0x0605_4B50)
    end += Self.le16(0)
    end += Self.le16(0)
    end += Self.le16(UInt16(members.count))
    end += Self.le16(UInt16(members.count))
    end += Self.le32(UInt32(central.count))
    end += Self.le32(UInt32(centralOffset))
    end += Self.le16(0)
    return out + end
  }

  /// `data` as a raw deflate stream (zlib, level 9, no header).
  static func deflate(_ data: Data) -> Data {
    var stream = z_stream()
    precondition(
      deflateInit2_(
        &stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size)) == Z_OK)
    defer { deflateEnd(&stream) }
    var input = [UInt8](data)
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
    let produced = input.withUnsafeMutableBufferPointer { inBuf in
      output.withUnsafeMutableBufferPointer { outBuf in
        stream.next_in = inBuf.baseAddress
        stream.avail_in = uInt(inBuf.count)
        stream.next_out = outBuf.baseAddress
        stream.avail_out = uInt(outBuf.count)
        precondition(CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END)
        return outBuf.count - Int(stream.avail_out)
      }
    }
    return Data(output[0..<produced])
  }

  static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
  static func le32(_ v: UInt32) -> [UInt8] { [0, 8, 16, 24].map { UInt8((v >> $0) & 0xFF) } }
}
