# frozen_string_literal: true

require "erb"
require "json"
require "logger"
require "net/http"
require "pathname"
require "securerandom"
require "set"
require "time"
require "uri"
require "contract_analysis_generated/api_model_base"

module ContractAnalysis
  DEFAULT_BASE_URL = "https://api.contract-analysis.example/v1"
  # The one retry policy of spec/contract-tests/vectors.yaml (`policy`), in seconds.
  RETRY = { max_retries: 2, initial_delay: 0.5, max_delay: 8.0, jitter: 0.25, retry_after_max: 60.0,
            statuses: [408, 429], conflict_codes: ["idempotency_in_progress"], timeout: 60.0 }.freeze
  IDEMPOTENT_METHODS = %w[POST PATCH].freeze
  # Headers whose values are secrets: never logged.
  SECRET_HEADERS = /\A(authorization|cookie|x-api-key|proxy-authorization)\z/i.freeze

  # What the generated resources execute (generated/lib/contract_analysis/sdk.rb: OPERATIONS).
  Operation = Struct.new(:id, :http_method, :path, :path_params, :query, :headers, :body, :form, :model, :item,
                         :document, :binary, :accept, :defaults, :shapes, :auth, :required, keyword_init: true)

  # The HTTP response of a call: status, headers (lower-case names), the request id and the parsed result.
  RawResponse = Struct.new(:status, :headers, :data) do
    def request_id = headers["request-id"]
  end

  # The waits of the client (retries, polling) go through here, so that tests can record them.
  def self.pause(seconds) = sleep(seconds)

  # A JSON-ready copy of a value: models as Hashes, times as RFC 3339 strings.
  def self.jsonable(value)
    case value
    when ContractAnalysisGenerated::ApiModelBase then jsonable(value.to_hash)
    when Hash then value.to_h { |k, v| [k.to_s, jsonable(v)] }
    when Array then value.map { |v| jsonable(v) }
    when Time, DateTime then value.to_time.utc.iso8601
    when Date then value.iso8601
    when Symbol then value.to_s
    else value
    end
  end

  # A binary answer (a DOCX download): the bytes, the media type and the file name the server suggests.
  Download = Struct.new(:bytes, :content_type, :filename, :last_response) do
    def write_to_file(path) = File.binwrite(path, bytes)
    alias_method :save, :write_to_file
  end

  # One page of a cursor-paginated list. Enumerable over every item of this page and the pages after it, fetched
  # as the iteration reaches them; `data` is this page's items, `each_page` walks the pages.
  class Page
    include Enumerable
    attr_reader :data, :next_cursor, :last_response

    def initialize(model, last_response, &fetch)
      @data = Array(model.data)
      @has_more = model.has_more == true
      @next_cursor = model.next_cursor
      @last_response = last_response
      @fetch = fetch
    end

    def has_more? = @has_more
    def next_page = (@fetch.call(next_cursor) if has_more? && next_cursor)

    def each_page
      return enum_for(:each_page) unless block_given?

      page = self
      while page
        yield page
        page = page.next_page
      end
    end

    def each(&block)
      return enum_for(:each) unless block

      each_page { |page| page.data.each(&block) }
    end
  end

  # Base of the generated resources (client.contracts, ...).
  class Resource
    def initialize(client, raw: false)
      @client = client
      @raw = raw
    end

    # The same methods, answering a RawResponse (status, headers, request_id, data) instead of the result.
    def with_raw_response = self.class.new(@client, raw: true)

    private

    def request(operation, args, params, options) = @client.execute(operation, args, params, options, raw: @raw)

    def poll(operation, get, interval, args, params, options)
      resource = @client.execute(operation, args, params.merge(respond_async: true), options)
      options = options.merge(idempotency_key: nil)
      until %w[completed failed].include?(resource.status.to_s)
        ContractAnalysis.pause(interval)
        resource = @client.execute(get, [resource.id], {}, options)
      end
      resource
    end
  end

  # The client's behaviour (the generated ContractAnalysis::Client adds the resources). Authenticate with an API key
  # (or CONTRACT_ANALYSIS_API_KEY) or OAuth client credentials (`client_id:`, `client_secret:`, `scope:`; the token
  # is fetched and renewed before it expires). `timeout` is in seconds; `max_retries` follows the retry policy of
  # vectors.yaml. Every call takes `timeout:`, `max_retries:`, `extra_headers:` and `idempotency_key:` too.
  # CONTRACT_ANALYSIS_LOG=debug logs every attempt to stderr (never a key, a secret or a token).
  class BaseClient
    attr_reader :base_url, :timeout, :max_retries

    def initialize(api_key: nil, client_id: nil, client_secret: nil, scope: nil, base_url: nil,
                   timeout: RETRY[:timeout], max_retries: RETRY[:max_retries], default_headers: nil, logger: nil)
      @options = { api_key: api_key, client_id: client_id, client_secret: client_secret, scope: scope,
                   base_url: base_url, timeout: timeout, max_retries: max_retries, default_headers: default_headers,
                   logger: logger }
      @base_url = (base_url || ENV["CONTRACT_ANALYSIS_BASE_URL"] || DEFAULT_BASE_URL).to_s.chomp("/")
      @uri = URI.parse(@base_url)
      raise ConfigurationError, "base_url must be an http(s) URL, not #{@base_url.inspect}" unless @uri.host

      @timeout = timeout
      @max_retries = max_retries
      @default_headers = (default_headers || {}).to_h { |k, v| [k.to_s, v.to_s] }
      @logger = logger || (Logger.new($stderr, progname: "contract_analysis") if ENV["CONTRACT_ANALYSIS_LOG"] == "debug")
      @credentials = [client_id, client_secret, scope] if client_id && client_secret
      @api_key = api_key || ENV.fetch("CONTRACT_ANALYSIS_API_KEY", nil) unless @credentials
      if !@credentials && @api_key.to_s.empty?
        raise ConfigurationError, "No API key: pass api_key:, set CONTRACT_ANALYSIS_API_KEY, or pass client_id: and client_secret:."
      end

      @token_mutex = Mutex.new
      self.class::RESOURCES.each { |name, klass| instance_variable_set(:"@#{name}", klass.new(self)) }
    end

    # A copy of this client with some options changed: `client.with_options(timeout: 5, max_retries: 0)`.
    def with_options(**changes) = self.class.new(**@options, **changes)

    def inspect = "#<#{self.class.name} base_url=#{base_url.inspect}>"

    def user_agent = "contract-analysis-ruby/#{VERSION} (spec #{SPEC_VERSION}; ruby #{RUBY_VERSION})"

    # Runs one operation: builds the request, retries what the policy retries, raises the error classes of the spec.
    def execute(op, args, params, options, raw: false)
      params = params.compact
      query = op.query.filter_map { |k| [k, params[k.to_sym]] unless params[k.to_sym].nil? }
      path = op.path.gsub(/\{(\w+)\}/) { ERB::Util.url_encode(args[op.path_params.index(Regexp.last_match(1))].to_s) }
      url = "#{@uri.path}#{path}#{"?#{URI.encode_www_form(query.flat_map { |k, v| Array(v).map { |x| [k, x] } })}" unless query.empty?}"
      headers = { "Accept" => op.accept, "User-Agent" => user_agent }.merge(@default_headers)
      op.headers.each { |k| headers[k] = params[k.to_sym].to_s if params.key?(k.to_sym) }
      headers["Prefer"] = [headers["Prefer"], "respond-async"].compact.join(", ") if params[:respond_async]
      (options[:extra_headers] || {}).each { |k, v| headers[k.to_s] = v.to_s }
      body = encode_body(op, params, headers)
      if IDEMPOTENT_METHODS.include?(op.http_method)
        given = headers.keys.find { |k| k.casecmp?("idempotency-key") }
        headers["Idempotency-Key"] = options[:idempotency_key] || (given && headers.delete(given)) || SecureRandom.uuid
      end
      response = send_with_retries(op, url, headers, body, options)
      result(op, response, raw) { |cursor| execute(op, args, params.merge(starting_after: cursor), options) }
    end

    private

    def encode_body(op, params, headers)
      return nil unless op.body

      fields = op.defaults.merge(op.body.to_h { |k| [k, params[k.to_sym]] }.compact)
      fields[op.document] = [Document.read(fields[op.document])].pack("m0") if op.document && fields.key?(op.document)
      op.shapes.each do |field, keys|
        value = fields[field.to_s].is_a?(Hash) ? fields[field.to_s] : {}
        unknown = value.keys.map(&:to_s) - keys
        raise ArgumentError, "unknown key(s) #{unknown.join(', ')} in #{field}: (known: #{keys.join(', ')})" if unknown.any?
      end
      headers["Content-Type"] = op.form ? "application/x-www-form-urlencoded" : "application/json"
      op.form ? URI.encode_www_form(ContractAnalysis.jsonable(fields)) : JSON.generate(ContractAnalysis.jsonable(fields))
    end

    def send_with_retries(op, url, headers, body, options)
      retries = options[:max_retries] || @max_retries
      attempt = 0
      loop do
        headers["Authorization"] = "Bearer #{bearer}" if op.auth
        begin
          response = send_once(op, url, headers, body, options[:timeout] || @timeout, attempt)
          return response if response.code.to_i < 300

          error = ContractAnalysis.error_for(response.code.to_i, response.body, response.each_header.to_h)
        rescue Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout
          error = APITimeoutError.new
        rescue IOError, SystemCallError, SocketError, OpenSSL::SSL::SSLError => e
          error = APIConnectionError.new("Connection error: #{e.class}: #{e.message}")
        end
        raise error if attempt >= retries || !retryable?(error)

        delay = retry_delay(error.respond_to?(:headers) ? error.headers : {}, attempt)
        log { "#{op.id}: retrying in #{delay.round(3)} s after #{error.message}" }
        ContractAnalysis.pause(delay)
        attempt += 1
      end
    end

    def send_once(op, url, headers, body, timeout, attempt)
      http = Net::HTTP.new(@uri.host, @uri.port)
      http.use_ssl = @uri.scheme == "https"
      http.open_timeout = http.read_timeout = http.write_timeout = timeout
      http.max_retries = 0 # the policy retries, not Net::HTTP
      request = Net::HTTPGenericRequest.new(op.http_method, !body.nil?, op.http_method != "HEAD", url, headers)
      request.body = body
      log { "#{op.id}: #{op.http_method} #{url} attempt #{attempt + 1} #{headers.map { |k, v| "#{k}: #{k.match?(SECRET_HEADERS) ? '[redacted]' : v}" }.join('; ')}" }
      http.start { |h| h.request(request) }.tap do |response|
        log { "#{op.id}: #{response.code} request_id #{response['request-id']}" }
      end
    end

    def retryable?(error)
      return true unless error.is_a?(APIError)
      return RETRY[:conflict_codes].include?(error.code) if error.status == 409

      RETRY[:statuses].include?(error.status) || error.status >= 500
    end

    # retry-after-ms, else Retry-After (seconds or an HTTP date), when within [0, 60 s]; else backoff with jitter.
    def retry_delay(headers, attempt)
      after_ms = Float(headers["retry-after-ms"].to_s, exception: false)
      return after_ms / 1000.0 if after_ms&.between?(0, RETRY[:retry_after_max] * 1000)

      value = headers["retry-after"].to_s
      after = Integer(value, exception: false) || (Time.httpdate(value) - Time.now rescue nil)
      return after.to_f if after&.between?(0, RETRY[:retry_after_max])

      [RETRY[:initial_delay] * (2**attempt), RETRY[:max_delay]].min * (1 - (RETRY[:jitter] * rand))
    end

    def result(op, response, raw, &fetch)
      headers = response.each_header.to_h
      last = RawResponse.new(response.code.to_i, headers, nil)
      data =
        if op.binary
          Download.new(response.body.to_s.b, headers["content-type"], headers["content-disposition"].to_s[/filename="?([^";]+)/, 1], last)
        elsif op.model && !response.body.to_s.empty?
          model(op.model, JSON.parse(response.body), last, &(op.item && fetch))
        end
      last.data = data
      raw ? last : data
    end

    def model(name, json, last, &fetch)
      klass = ContractAnalysisGenerated.const_get(name)
      value = klass.respond_to?(:openapi_one_of) ? ContractAnalysis.parse_event(json) : klass.build_from_hash(json)
      return Page.new(value, last, &fetch) if fetch

      value.instance_variable_set(:@last_response, last)
      value
    end

    def bearer
      return @api_key unless @credentials

      @token_mutex.synchronize do
        if @token.nil? || Process.clock_gettime(Process::CLOCK_MONOTONIC) >= @token_expires_at
          id, secret, scope = @credentials
          token = execute(OPERATIONS.fetch(TOKEN_OPERATION), [], { client_id: id, client_secret: secret, scope: scope }, {})
          lifetime = token.expires_in.to_f # renewed a minute early, or at 90 % of a short lifetime
          @token_expires_at = Process.clock_gettime(Process::CLOCK_MONOTONIC) + lifetime - [60.0, lifetime * 0.1].min
          @token = token.access_token
        end
        @token
      end
    end

    def log(&message)
      @logger&.debug(message.call)
    end
  end

  # Reads a document given as an IO, a Pathname, a binary String (the bytes), a path, or text.
  module Document
    def self.read(file)
      return File.binread(file) if file.is_a?(Pathname)
      return file.read.to_s.b if file.respond_to?(:read)
      raise ArgumentError, "a document is a File/IO, a Pathname or a String, not #{file.class}" unless file.is_a?(String)
      return file if file.encoding == Encoding::BINARY || file.include?("\n") || file.bytesize > 1024
      return File.binread(file) if File.file?(file)
      # A one-line String that looks like a file name: a missing file is the caller's error, not a document.
      raise Errno::ENOENT, file if file.match?(/\A[^\0]+\.[A-Za-z0-9]{1,8}\z/)

      file.b
    end
  end
end

# The generated models: JSON-ready (`to_h`, `to_json`) and carrying the HTTP response they came from.
class ContractAnalysisGenerated::ApiModelBase
  attr_reader :last_response

  def request_id = last_response&.request_id
  def to_h = ContractAnalysis.jsonable(self)
  def to_json(*args) = to_h.to_json(*args)
end
