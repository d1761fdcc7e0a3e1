# frozen_string_literal: true

require "securerandom"
require "uri"
require "contract_analysis_generated"

module ContractAnalysis
  DEFAULT_BASE_URL = "https://api.contract-analysis.example/v1"
  DEFAULT_TIMEOUT = 60.0
  DEFAULT_MAX_RETRIES = 2

  # What a generated call returned: the model, the HTTP status and the response headers.
  Response = Struct.new(:data, :status, :headers) do
    def request_id
      headers && headers["Request-Id"]
    end
  end

  # `contract-analysis-ruby/<version> (spec <spec version>; ruby <x.y.z>)`. The spec version is the one the generated
  # code was built from: tools/openapi-generator/generate.mjs sets the generator's httpUserAgent to
  # `contract-analysis-ruby/<version> (spec <info.version of the bundle>)`, the generated ApiClient's default
  # User-Agent. This adds the Ruby version.
  def self.user_agent(generated_default)
    spec = generated_default.to_s[/\(spec ([^;)]+)/, 1]&.strip || "unknown"
    "contract-analysis-ruby/#{VERSION} (spec #{spec}; ruby #{RUBY_VERSION})"
  end

  # OAuth 2.0 client credentials: fetches a token from POST /oauth/token and renews it before it expires.
  class ClientCredentials
    def initialize(core, client_id, client_secret, scope)
      @core = core
      @client_id = client_id
      @client_secret = client_secret
      @scope = scope
      @token = nil
      @expires_at = 0.0
      @mutex = Mutex.new
    end

    def token
      @mutex.synchronize do
        if @token.nil? || Core.now >= @expires_at
          result = @core.call(
            ContractAnalysisGenerated::OAuthApi, :create_token_with_http_info, "client_credentials",
            client_id: @client_id, client_secret: @client_secret, scope: @scope, authenticated: false
          ).data
          @token = result.access_token
          # Renew a minute early (or at 90% of a short lifetime), so no request carries an expired token.
          lifetime = result.expires_in.to_f
          @expires_at = Core.now + lifetime - [60.0, lifetime * 0.1].min
        end
        @token
      end
    end
  end

  # Holds the generated ApiClient and runs every call through authentication, retries and error mapping.
  class Core
    attr_reader :base_url, :timeout, :max_retries

    def self.now
      Process.clock_gettime(Process::CLOCK_MONOTONIC)
    end

    def initialize(api_key:, client_id:, client_secret:, scope:, base_url:, timeout:, max_retries:,
                   retry_base_delay:, default_headers:)
      @base_url = (base_url || ENV["CONTRACT_ANALYSIS_BASE_URL"] || DEFAULT_BASE_URL).to_s.chomp("/")
      @timeout = timeout
      @max_retries = max_retries
      @retry_base_delay = retry_base_delay
      @config = configuration(@base_url, timeout)
      @api_client = api_client(@config)
      # Error bodies are application/problem+json: accept both (the generated code would send JSON only).
      @default_headers = { "Accept" => "application/json, application/problem+json" }
      (default_headers || {}).each { |k, v| @default_headers[k.to_s] = v.to_s }
      if client_id && client_secret
        @oauth = ClientCredentials.new(self, client_id, client_secret, scope)
      else
        @api_key = api_key || ENV.fetch("CONTRACT_ANALYSIS_API_KEY", nil)
        if @api_key.nil? || @api_key.empty?
          raise ConfigurationError,
                "No API key: pass api_key:, set CONTRACT_ANALYSIS_API_KEY, or pass client_id: and client_secret:."
        end
      end
    end

    def bearer
      @oauth ? @oauth.token : @api_key
    end

    # Calls a generated `*_with_http_info` method of `api_class`, retrying what is retryable, and raises this
    # client's errors. `params` are the generated method's options (query parameters, client_id, ...).
    # A POST or PATCH (`idempotent: true`) gets one Idempotency-Key (the caller's or a UUID v4) that every
    # retry reuses. `prefer` is merged with a caller's Prefer header into one header (RFC 7240).
    def call(api_class, method, *args, idempotent: false, authenticated: true, prefer: nil, idempotency_key: nil,
             extra_headers: nil, timeout: nil, max_retries: nil, **params)
      fixed = @default_headers.dup
      (extra_headers || {}).each { |k, v| fixed[k.to_s] = v.to_s }
      caller_key = take_header(fixed, "Idempotency-Key")
      preferences = [prefer, take_header(fixed, "Prefer")].compact.reject(&:empty?)
      fixed["Prefer"] = preferences.join(", ") unless preferences.empty?
      opts = params.compact
      opts[:idempotency_key] = idempotency_key || caller_key || SecureRandom.uuid if idempotent
      # Authentication is this client's (an API key or a renewed OAuth token), never the generated config's.
      opts[:debug_auth_names] = []
      api = api_class.new(timeout.nil? ? @api_client : api_client(configuration(@base_url, timeout)))
      retries = max_retries.nil? ? @max_retries : max_retries
      attempt = 0
      loop do
        # A fresh Hash per attempt: the generated code adds its own headers to the one it is given.
        headers = fixed.dup
        headers["Authorization"] = "Bearer #{bearer}" if authenticated
        begin
          data, status, response_headers = api.public_send(method, *args, opts.merge(header_params: headers))
          return Response.new(data, status, response_headers)
        rescue ContractAnalysisGenerated::ApiError => e
          error = translate(e)
        end
        raise error if attempt >= retries || !Retry.retryable?(error)

        sleep(Retry.delay_for(error, attempt, @retry_base_delay))
        attempt += 1
      end
    end

    private

    def configuration(base_url, timeout)
      uri = URI.parse(base_url)
      raise ConfigurationError, "base_url must be an http(s) URL, not #{base_url.inspect}" unless uri.host

      config = ContractAnalysisGenerated::Configuration.new
      config.scheme = uri.scheme
      config.host = "#{uri.host}:#{uri.port}"
      config.base_path = uri.path
      config.timeout = timeout # seconds; Typhoeus turns a fraction into timeout_ms
      # Array query parameters (style form, explode: `?clause_type=a&clause_type=b`), not Ethon's `a[0]=`.
      config.params_encoding = :multi
      config
    end

    def api_client(config)
      client = ContractAnalysisGenerated::ApiClient.new(config)
      client.user_agent = ContractAnalysis.user_agent(client.default_headers["User-Agent"])
      client
    end

    def take_header(headers, name)
      key = headers.keys.find { |k| k.casecmp?(name) }
      key && headers.delete(key)
    end

    def translate(error)
      # call_api raises ApiError("Connection timed out") without a code on a time-out, code 0 when libcurl
      # got no response, and the status with headers and body otherwise.
      return APITimeoutError.new if error.code.nil?
      return APIConnectionError.new("Connection error: #{error.message.lines.first.to_s.strip}") if error.code.zero?

      ContractAnalysis.error_for(error.code, error.response_body, error.response_headers)
    end
  end
end
