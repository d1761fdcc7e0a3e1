# frozen_string_literal: true

%w[erb json logger net/http pathname securerandom set time uri contract_analysis_generated/api_model_base].each { |lib| require lib }

module ContractAnalysis
  # The HTTP response of a call: status, headers (lower-case names), the request id and the parsed result.
  RawResponse = Struct.new(:status, :headers, :data) do
    def request_id = headers["request-id"]
  end

  # A binary answer (a DOCX download): the bytes, the media type and the file name the server suggests.
  Download = Struct.new(:bytes, :content_type, :filename, :last_response) do
    def write_to_file(path) = File.binwrite(path, bytes)
  end

  # A page of a cursor-paginated list; Enumerable over its items and those of the pages after it, fetched as needed.
  Page = Struct.new(:data, :has_more?, :next_cursor, :last_response, :fetch) do
    include Enumerable

    def next_page = (fetch.call(next_cursor) if has_more? && next_cursor)
    def each(&block) = block ? each_page { |page| page.data.each(&block) } : enum_for(:each)

    def each_page
      return enum_for(:each_page) unless block_given?

      page = self
      (yield page; page = page.next_page) while page
    end
  end

  # The client's waits (retries, polling) go through here, so that tests record them instead.
  def self.pause(seconds) = sleep(seconds)

  # A JSON-ready copy of a value: models as Hashes with String keys, times as RFC 3339 strings.
  def self.jsonable(value)
    case value
    when ContractAnalysisGenerated::ApiModelBase then jsonable(value.to_hash)
    when Hash then value.to_h { |k, v| [k.to_s, jsonable(v)] }
    when Array then value.map { |v| jsonable(v) }
    when Time, DateTime then value.to_time.utc.iso8601
    when Date then value.iso8601
    else value.is_a?(Symbol) ? value.to_s : value
    end
  end

  # Base of the generated resources (client.contracts, ...).
  class Resource
    def initialize(client, raw: false) = (@client, @raw = client, raw)

    # The same methods, answering a RawResponse (status, headers, request_id, data) instead of the result.
    def with_raw_response = self.class.new(@client, raw: true)

    private

    def request(operation, args, params, options) = @client.execute(operation, args, params, options, raw: @raw)

    # Runs `operation` with `Prefer: respond-async`, then `get` every `interval` seconds until completed or failed.
    def poll(operation, get, interval, args, params, options)
      resource = @client.execute(operation, args, params.merge(respond_async: true), options)
      until %w[completed failed].include?(resource.status.to_s)
        ContractAnalysis.pause(interval)
        resource = @client.execute(get, [resource.id], {}, options.merge(idempotency_key: nil))
      end
      resource
    end
  end

  # What every client does; the generated ContractAnalysis::Client adds the resources. An API key (or
  # CONTRACT_ANALYSIS_API_KEY) or OAuth client credentials (the token is fetched and renewed before it expires);
  # `timeout` in seconds. CONTRACT_ANALYSIS_LOG=debug logs every attempt to stderr, never a key, secret or token.
  class BaseClient
    attr_reader :base_url, :timeout, :max_retries

    def initialize(api_key: nil, client_id: nil, client_secret: nil, scope: nil, base_url: nil,
                   timeout: POLICY[:timeout_ms] / 1000.0, max_retries: POLICY[:max_retries], default_headers: nil, logger: nil)
      @options = method(:initialize).parameters.to_h { |_, name| [name, binding.local_variable_get(name)] }
      @base_url = (base_url || ENV["CONTRACT_ANALYSIS_BASE_URL"] || DEFAULT_BASE_URL).to_s.chomp("/")
      @uri = URI.parse(@base_url)
      raise ConfigurationError, "base_url must be an http(s) URL, not #{@base_url.inspect}" unless @uri.host

      @timeout, @max_retries = timeout, max_retries
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

    # Runs one operation: builds the request, retries what the policy retries, raises the spec's error classes.
    def execute(op, args, params, options, raw: false)
      params = params.compact.transform_keys(&:to_s)
      query = URI.encode_www_form(op.query.flat_map { |k| Array(params[k]).map { |v| [k, v] } })
      path = op.path.gsub(/\{(\w+)\}/) { ERB::Util.url_encode(args[op.path_params.index(Regexp.last_match(1))].to_s) }
      headers = { "Accept" => op.accept, "User-Agent" => user_agent }.merge(@default_headers, params.slice(*op.headers).transform_values(&:to_s))
      headers["Prefer"] = [headers["Prefer"], "respond-async"].compact.join(", ") if params["respond_async"]
      (options[:extra_headers] || {}).each { |k, v| headers[k.to_s] = v.to_s }
      body = encode_body(op, params, headers)
      if POLICY[:idempotency_methods].include?(op.http_method)
        given = headers.keys.find { |k| k.casecmp?("idempotency-key") }
        headers["Idempotency-Key"] = options[:idempotency_key] || (given && headers.delete(given)) || SecureRandom.uuid
      end
      url = "#{@uri.path}#{path}#{"?#{query}" unless query.empty?}"
      result(op, send_with_retries(op, url, headers, body, options), raw) do |cursor|
        execute(op, args, params.merge("starting_after" => cursor), options)
      end
    end

    private

    def encode_body(op, params, headers)
      return nil unless op.body

      fields = ContractAnalysis.jsonable(op.defaults.merge(params.slice(*op.body)))
      fields[op.document] = [read_document(params[op.document])].pack("m0") if params.key?(op.document)
      op.shapes.each do |field, keys|
        unknown = (fields[field.to_s].is_a?(Hash) ? fields[field.to_s].keys : []) - keys
        raise ArgumentError, "unknown key(s) #{unknown.join(', ')} in #{field}: (known: #{keys.join(', ')})" if unknown.any?
      end
      headers["Content-Type"] = op.form ? "application/x-www-form-urlencoded" : "application/json"
      op.form ? URI.encode_www_form(fields) : JSON.generate(fields)
    end

    def send_with_retries(op, url, headers, body, options)
      (0..).each do |attempt|
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
        raise error if attempt >= (options[:max_retries] || @max_retries) || !retryable?(error)

        delay = retry_delay(error.respond_to?(:headers) ? error.headers : {}, attempt)
        log { "#{op.id}: retrying in #{delay.round(3)} s after #{error.message}" }
        ContractAnalysis.pause(delay)
      end
    end

    def send_once(op, url, headers, body, timeout, attempt)
      http = Net::HTTP.new(@uri.host, @uri.port)
      http.use_ssl = @uri.scheme == "https"
      http.open_timeout = http.read_timeout = http.write_timeout = timeout
      http.max_retries = 0 # the policy retries, not Net::HTTP
      request = Net::HTTPGenericRequest.new(op.http_method, !body.nil?, true, url, headers).tap { |r| r.body = body }
      shown = headers.map { |k, v| "#{k}: #{k.match?(/\A(authorization|cookie|x-api-key)\z/i) ? '[redacted]' : v}" }
      log { "#{op.id}: #{op.http_method} #{url} attempt #{attempt + 1} #{shown.join('; ')}" }
      http.start { |h| h.request(request) }.tap { |response| log { "#{op.id}: #{response.code} request_id #{response['request-id']}" } }
    end

    def retryable?(error)
      return true unless error.is_a?(APIError)
      return POLICY[:retry_conflict_codes].include?(error.code) if error.status == 409

      POLICY[:retry_statuses].include?(error.status) || (POLICY[:retry_any_5xx] && error.status >= 500)
    end

    # POLICY: retry-after-ms, else Retry-After (seconds or an HTTP date), within [0, retry_after_max_ms]; else
    # exponential backoff, capped, with jitter. In seconds.
    def retry_delay(headers, attempt)
      value = headers["retry-after"].to_s
      seconds = Integer(value, exception: false) || (Time.httpdate(value) - Time.now rescue nil)
      after = [Float(headers["retry-after-ms"].to_s, exception: false), seconds&.*(1000)]
              .find { |ms| ms&.between?(0, POLICY[:retry_after_max_ms]) }
      (after || ([POLICY[:initial_delay_ms] * (2**attempt), POLICY[:max_delay_ms]].min * (1 - (POLICY[:jitter] * rand)))) / 1000.0
    end

    def result(op, response, raw, &fetch)
      last = RawResponse.new(response.code.to_i, response.each_header.to_h)
      last.data =
        if op.binary
          Download.new(response.body.to_s.b, last.headers["content-type"], last.headers["content-disposition"].to_s[/filename="?([^";]+)/, 1], last)
        elsif op.model && !response.body.to_s.empty?
          model(ContractAnalysisGenerated.const_get(op.model), JSON.parse(response.body), last, op.item && fetch)
        end
      raw ? last : last.data
    end

    def model(klass, json, last, fetch)
      value = klass.respond_to?(:openapi_one_of) ? ContractAnalysis.parse_event(json) : klass.build_from_hash(json)
      return Page.new(Array(value.data), value.has_more == true, value.next_cursor, last, fetch) if fetch

      value.tap { |v| v.instance_variable_set(:@last_response, last) }
    end

    def bearer
      return @api_key unless @credentials

      @token_mutex.synchronize do
        if @token.nil? || Process.clock_gettime(Process::CLOCK_MONOTONIC) >= @token_expires_at
          token = execute(OPERATIONS.fetch(TOKEN_OPERATION), [], %i[client_id client_secret scope].zip(@credentials).to_h, {})
          lifetime = token.expires_in.to_f # renewed a minute early, or at 90 % of a short lifetime
          @token_expires_at = Process.clock_gettime(Process::CLOCK_MONOTONIC) + lifetime - [60.0, lifetime * 0.1].min
          @token = token.access_token
        end
        @token
      end
    end

    def log(&message) = @logger&.debug(message.call)

    # A document given as an IO, a Pathname, a binary String (the bytes), a path, or a text.
    def read_document(file)
      return File.binread(file) if file.is_a?(Pathname)
      return file.read.to_s.b if file.respond_to?(:read)
      raise ArgumentError, "a document is a File/IO, a Pathname or a String, not #{file.class}" unless file.is_a?(String)
      return file if file.encoding == Encoding::BINARY || file.include?("\n") || file.bytesize > 1024
      return File.binread(file) if File.file?(file)
      raise Errno::ENOENT, file if file.match?(/\A[^\0]+\.[A-Za-z0-9]{1,8}\z/) # a missing file is the caller's error

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
