package com.contractanalysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A response body that is not JSON (a DOCX, a PDF): its bytes, media type and suggested file name. */
public final class Download {
  private final byte[] bytes;
  private final String contentType;
  private final String filename;

  Download(byte[] bytes, String contentType, String contentDisposition) {
    this.bytes = bytes;
    this.contentType = contentType;
    java.util.regex.Matcher m = contentDisposition == null ? null
        : java.util.regex.Pattern.compile("filename=\"?([^\";]+)\"?").matcher(contentDisposition);
    this.filename = m != null && m.find() ? m.group(1) : null;
  }

  public byte[] bytes() { return bytes.clone(); }

  public String contentType() { return contentType; }

  /** The file name from Content-Disposition, or null. */
  public String filename() { return filename; }

  /** Writes the bytes to {@code file} (replacing it) and returns it. */
  public Path saveTo(Path file) {
    try {
      return Files.write(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
    }
  }
}
