#if canImport(Glibc)
  import Glibc
#endif

/// The words Strobe's messages use for the kinds of file a `stat` mode describes.
///
/// One list for the scene reader (a scene, `contents` image or `verify` input that is not a
/// regular file) and the output writer (an output name that is a folder, device or link).
public enum FileKind {
  /// A short name for the file type in `mode` (`"folder"`, `"FIFO"`…).
  public static func name(ofMode mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: return "regular file"
    case S_IFDIR: return "folder"
    case S_IFCHR: return "character device"
    case S_IFBLK: return "block device"
    case S_IFIFO: return "FIFO"
    case S_IFSOCK: return "socket"
    case S_IFLNK: return "symbolic link"
    default: return "special file"
    }
  }
}
