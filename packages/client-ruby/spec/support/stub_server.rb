# frozen_string_literal: true

require "json"
require "socket"

# A local HTTP/1.1 stub server on a TCPServer (WEBrick is not in Ruby 3.1's standard library): it answers
# from a script of replies and records every request. No mock of the client: the real client talks HTTP
# to it through Net::HTTP.
#
# A request is recorded as soon as it arrives, before its reply is chosen. Nothing here depends on timing: a
# reply that must outlast the client's time-out never comes (#hang), and a test that needs requests the client
# may have given up on waits for them to arrive (#wait_for_requests) instead of assuming they have.
class StubServer
  HANG = Object.new.freeze # a reply that never comes
  RESET = Object.new.freeze # the connection is closed without an answer
  AWAIT_SECONDS = 60 # upper bound for #wait_for_requests: only a broken client gets near it; it fails, not hangs

  Request = Struct.new(:method, :path, :headers, :body, keyword_init: true) do
    def header(name)
      headers[name.downcase]
    end

    def json
      JSON.parse(body)
    end
  end

  attr_reader :requests, :replies

  def initialize
    @server = TCPServer.new("127.0.0.1", 0)
    @requests = []
    @replies = []
    @mutex = Mutex.new
    @changed = ConditionVariable.new
    @closed = false
    @thread = Thread.new { serve }
  end

  def url
    "http://127.0.0.1:#{@server.addr[1]}"
  end

  # Queues a reply: a status, a body (Hash -> JSON, String, nil) and headers; or a block that gets the
  # request and returns [status, headers, body].
  def reply(status = nil, body = nil, headers = {}, &block)
    @mutex.synchronize { @replies << (block || [status, headers, body]) }
    self
  end

  # Queues a reply that never comes: the request is recorded and its connection held open until #close, so
  # the client's time-out is the only thing that ends that attempt.
  def hang
    @mutex.synchronize { @replies << HANG }
    self
  end

  # Queues a reply that is no reply: the stub closes the connection once the request has arrived.
  def reset
    @mutex.synchronize { @replies << RESET }
    self
  end

  # Waits until at least n requests have arrived and returns them (one the client gave up on may still be
  # on its way to the stub).
  def wait_for_requests(n)
    deadline = Process.clock_gettime(Process::CLOCK_MONOTONIC) + AWAIT_SECONDS
    @mutex.synchronize do
      while @requests.size < n
        left = deadline - Process.clock_gettime(Process::CLOCK_MONOTONIC)
        raise "expected #{n} requests, saw #{@requests.size} (waited #{AWAIT_SECONDS} s)" if left <= 0

        @changed.wait(@mutex, left)
      end
      @requests.dup
    end
  end

  def close
    @mutex.synchronize do
      @closed = true
      @changed.broadcast
    end
    @thread.kill
    @server.close
  rescue IOError
    nil
  end

  private

  def serve
    loop do
      socket = @server.accept
      Thread.new(socket) { |s| handle(s) }
    end
  rescue IOError, Errno::EBADF
    nil
  end

  def handle(socket)
    request_line = socket.gets("\r\n")
    return socket.close if request_line.nil?

    method, target, = request_line.split(" ")
    headers = {}
    while (line = socket.gets("\r\n")) && line != "\r\n"
      name, value = line.chomp("\r\n").split(":", 2)
      headers[name.strip.downcase] = value.to_s.strip
    end
    socket.write("HTTP/1.1 100 Continue\r\n\r\n") if headers["expect"]&.casecmp?("100-continue")
    length = headers["content-length"].to_i
    body = length.positive? ? socket.read(length) : ""
    request = Request.new(method: method, path: target, headers: headers, body: body)
    reply = @mutex.synchronize do
      @requests << request
      @changed.broadcast
      @replies.shift || [500, {}, { "status" => 500, "detail" => "no reply scripted" }]
    end
    return @mutex.synchronize { @changed.wait(@mutex) until @closed } if reply.equal?(HANG)
    return if reply.equal?(RESET)

    status, reply_headers, payload = reply.respond_to?(:call) ? reply.call(request) : reply
    respond(socket, status, reply_headers || {}, payload)
  rescue IOError, SystemCallError
    nil
  ensure
    socket.close unless socket.closed?
  end

  def respond(socket, status, headers, payload)
    data = payload.is_a?(Hash) || payload.is_a?(Array) ? JSON.generate(payload) : payload.to_s
    headers = { "Content-Type" => status >= 400 ? "application/problem+json" : "application/json",
                "Request-Id" => "req_stub" }.merge(headers)
    head = +"HTTP/1.1 #{status} Status\r\n"
    headers.each { |k, v| head << "#{k}: #{v}\r\n" }
    head << "Content-Length: #{data.bytesize}\r\nConnection: close\r\n\r\n"
    socket.write(head, data)
  end
end

module Fixtures
  module_function

  def problem(status, code, request_id = "req_123")
    { "type" => "https://docs.contract-analysis.example/errors/#{code}", "title" => "Error", "status" => status,
      "code" => code, "detail" => "#{code} happened", "request_id" => request_id }
  end

  def contract(**overrides)
    {
      "id" => "ctr_1", "object" => "contract", "status" => "completed", "document_type" => "nda",
      "filename" => "nda.txt", "size_bytes" => 5, "sha256" => "0" * 64, "pages" => nil, "text_length" => 5,
      "clauses" => [], "key_terms" => nil,
      "review" => {
        "risk_score" => 46, "risk_level" => "medium",
        "category_scores" => [{ "category" => "remedies", "score" => 10 }],
        "issues" => [{ "id" => "iss_1", "check_id" => "nda.term_length", "category" => "term_and_survival",
                       "severity" => "medium", "title" => "Short survival", "explanation" => "e",
                       "recommendation" => "r", "citations" => [] }],
        "checks" => [{ "check_id" => "nda.governing_law", "title" => "t", "outcome" => "entailed",
                       "evidence" => [] }],
        "playbook" => { "id" => "pbk_nda_standard", "version" => 1 }, "summary" => "s"
      },
      "error" => nil, "metadata" => {}, "livemode" => false, "created_at" => "2026-11-20T09:14:07Z",
      "completed_at" => "2026-11-20T09:14:08Z"
    }.merge(overrides.transform_keys(&:to_s))
  end
end

RSpec.shared_context "stub server" do
  let(:stub) { StubServer.new }
  after { stub.close }

  # Every wait of the client (retries, polling) is recorded here instead of slept.
  let(:pauses) { [] }
  before { allow(ContractAnalysis).to receive(:pause) { |seconds| pauses << seconds } }

  def client(**options)
    ContractAnalysis::Client.new(api_key: "cas_test_k", base_url: stub.url, **options)
  end
end
