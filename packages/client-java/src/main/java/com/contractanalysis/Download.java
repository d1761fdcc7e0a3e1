package com.contractanalysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A response body that is not JSON (a DOCX, a PDF): its bytes, media type and suggested file name (or null). */
public record Download(byte[] bytes, String contentType, String filename) {
  static Download of(byte[] bytes, String contentType, String contentDisposition) {
    Matcher m = Pattern.compile("filename=\"?([^\";]+)\"?").matcher(contentDisposition == null ? "" : contentDisposition);
    return new Download(bytes, contentType, m.find() ? m.group(1) : null);
  }

  /** A copy of the bytes. */
  @Override
  public byte[] bytes() { return bytes.clone(); }

  /** Writes the bytes to {@code file} (replacing it) and returns it. */
  public Path saveTo(Path file) {
    try {
      return Files.write(file, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
    }
  }
}
