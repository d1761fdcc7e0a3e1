package com.contractanalysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/** What to review: the document (a Path, an InputStream or bytes) and its document type. */
public final class ReviewParams {
  final byte[] document;
  final String documentType;
  final String filename;
  final Boolean riskScoring;
  final Boolean suggestRedlines;
  final String playbookId;
  final Map<String, String> metadata;
  final boolean respondAsync;

  private ReviewParams(Builder b) {
    this.document = Objects.requireNonNull(b.document, "file is required");
    this.documentType = Objects.requireNonNull(b.documentType, "documentType is required");
    this.filename = b.filename;
    this.riskScoring = b.riskScoring;
    this.suggestRedlines = b.suggestRedlines;
    this.playbookId = b.playbookId;
    this.metadata = b.metadata;
    this.respondAsync = b.respondAsync;
  }

  public static Builder builder() { return new Builder(); }

  public static final class Builder {
    private byte[] document;
    private String documentType;
    private String filename;
    private Boolean riskScoring;
    private Boolean suggestRedlines;
    private String playbookId;
    private Map<String, String> metadata;
    private boolean respondAsync;

    /** Reads the file now; its name becomes the filename unless one is given. */
    public Builder file(Path path) {
      try {
        this.document = Files.readAllBytes(path);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (filename == null && path.getFileName() != null) filename = path.getFileName().toString();
      return this;
    }

    /** Reads the stream to its end now; the caller closes it. */
    public Builder file(InputStream in) {
      try {
        this.document = in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return this;
    }

    public Builder file(byte[] bytes) { this.document = bytes.clone(); return this; }

    public Builder documentType(String documentType) { this.documentType = documentType; return this; }

    public Builder filename(String filename) { this.filename = filename; return this; }

    public Builder riskScoring(boolean on) { this.riskScoring = on; return this; }

    public Builder suggestRedlines(boolean on) { this.suggestRedlines = on; return this; }

    public Builder playbookId(String id) { this.playbookId = id; return this; }

    public Builder metadata(Map<String, String> metadata) { this.metadata = Map.copyOf(metadata); return this; }

    /** Sends {@code Prefer: respond-async}: 202 with the contract queued; a webhook fires when done. */
    public Builder respondAsync(boolean on) { this.respondAsync = on; return this; }

    public ReviewParams build() { return new ReviewParams(this); }
  }
}
