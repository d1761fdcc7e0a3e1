# frozen_string_literal: true

require "pathname"

module ContractAnalysis
  # Reads a document given as a file object, a String of bytes or a path, and base64-encodes it
  # (the spec's `format: byte` field is a plain String in the generated code, not encoded there).
  module Document
    LOOKS_LIKE_A_FILE_NAME = /\A[^\n\0]{1,1024}\.[A-Za-z0-9]{1,8}\z/.freeze

    module_function

    # [bytes, file name or nil]. A Pathname is a path; an IO (File, StringIO, a Rack upload) is read; a binary
    # String (ASCII-8BIT, as File.binread and IO#read in "rb" mode return) is the bytes; any other String is a
    # path when such a file exists, and the document's text otherwise.
    def read(file)
      case file
      when Pathname
        [File.binread(file), file.basename.to_s]
      when String
        read_string(file)
      else
        read_io(file)
      end
    end

    def encode(bytes)
      [bytes].pack("m0") # RFC 4648 base64, padded, no line breaks
    end

    def read_string(file)
      return [file, nil] if file.encoding == Encoding::BINARY
      return [file.b, nil] if file.include?("\n") || file.include?("\0") || file.bytesize > 4096
      return [File.binread(file), File.basename(file)] if File.file?(file)
      if file.match?(LOOKS_LIKE_A_FILE_NAME)
        raise ArgumentError, "file: #{file.inspect} looks like a path, but no such file exists " \
                             "(pass a binary String, e.g. str.b, to send it as the document)"
      end

      [file.b, nil]
    end

    def read_io(file)
      unless file.respond_to?(:read)
        raise ArgumentError, "file: must be a File/IO, a String of bytes or a path, not #{file.class}"
      end

      data = file.read
      raise ArgumentError, "file: returned nothing to read" if data.nil?

      name = if file.respond_to?(:original_filename) then file.original_filename
             elsif file.respond_to?(:path) && file.path.is_a?(String) then file.path
             end
      [data.b, name && File.basename(name)]
    end
  end
end
