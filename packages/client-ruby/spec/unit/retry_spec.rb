# frozen_string_literal: true

require "socket"

RSpec.describe "retries" do
  include_context "stub server"
  include Fixtures

  def monotonic = Process.clock_gettime(Process::CLOCK_MONOTONIC)

  it "retries 429 and 5xx with one Idempotency-Key reused by every attempt" do
    stub.reply(429, problem(429, "rate_limited"), "Retry-After" => "0")
    stub.reply(503, problem(503, "internal_error"))
    stub.reply(201, contract)
    review = client.contracts.review(file: "hello".b, document_type: "nda")
    expect(review.risk_score).to eq(46.0)
    expect(stub.requests.size).to eq(3)
    keys = stub.requests.map { |r| r.header("idempotency-key") }.uniq
    expect(keys.size).to eq(1)
    expect(keys.first).to match(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/) # a UUID v4
    expect(stub.requests.map(&:body).uniq.size).to eq(1)
  end

  it "keeps the caller's Idempotency-Key" do
    stub.reply(500, problem(500, "internal_error")).reply(201, contract)
    client.contracts.review(file: "hello".b, document_type: "nda", idempotency_key: "my-key")
    expect(stub.requests.map { |r| r.header("idempotency-key") }).to eq(%w[my-key my-key])
  end

  it "honours Retry-After in seconds" do
    stub.reply(429, problem(429, "rate_limited"), "Retry-After" => "1").reply(200, contract)
    started = monotonic
    client.contracts.retrieve("ctr_1")
    expect(monotonic - started).to be >= 0.95
    expect(stub.requests.size).to eq(2)
  end

  it "honours Retry-After as an HTTP date" do
    # Measured from before the date is taken: the date (whole seconds) is at least 1 s after `started`, so the
    # retry cannot come sooner, however long the steps in between take.
    started = monotonic
    date = (Time.now + 2).httpdate
    stub.reply(503, problem(503, "internal_error"), "Retry-After" => date).reply(200, contract)
    client.contracts.retrieve("ctr_1")
    expect(monotonic - started).to be >= 0.95
    expect(stub.requests.size).to eq(2)
  end

  it "backs off exponentially with jitter when there is no Retry-After" do
    delays = Array.new(200) { ContractAnalysis::Retry.backoff_seconds(2, 0.5) }
    expect(delays.min).to be >= 1.0
    expect(delays.max).to be <= 2.0
    expect(delays.uniq.size).to be > 100 # jittered
    expect(ContractAnalysis::Retry.backoff_seconds(10, 0.5)).to be <= ContractAnalysis::Retry::MAX_BACKOFF
    expect(ContractAnalysis::Retry.retry_after_seconds({ "retry-after" => "3600" })).to be_nil # too long: back off
  end

  it "makes 2 retries by default, then raises the last error" do
    3.times { stub.reply(500, problem(500, "internal_error", "req_last")) }
    expect { client.contracts.retrieve("ctr_1") }.to raise_error(ContractAnalysis::InternalServerError) { |e|
      expect(e.request_id).to eq("req_last")
    }
    expect(stub.requests.size).to eq(3)
  end

  it "retries 409 but not idempotency_conflict" do
    stub.reply(409, problem(409, "idempotency_in_progress")).reply(201, contract)
    client.contracts.review(file: "x".b, document_type: "nda")
    expect(stub.requests.size).to eq(2)
    stub.requests.clear
    stub.reply(409, problem(409, "idempotency_conflict"))
    expect { client.contracts.review(file: "x".b, document_type: "nda") }
      .to raise_error(ContractAnalysis::ConflictError) { |e| expect(e.code).to eq("idempotency_conflict") }
    expect(stub.requests.size).to eq(1)
  end

  it "retries 408 and not other 4xx" do
    stub.reply(408, problem(408, "timeout")).reply(200, contract)
    client.contracts.retrieve("ctr_1")
    expect(stub.requests.size).to eq(2)
    stub.requests.clear
    stub.reply(400, problem(400, "invalid_parameter"))
    expect { client.contracts.retrieve("ctr_1") }.to raise_error(ContractAnalysis::BadRequestError)
    expect(stub.requests.size).to eq(1)
  end

  it "does not retry with max_retries: 0 (per client or per call)" do
    stub.reply(429, problem(429, "rate_limited"), "Retry-After" => "0")
    expect { client(max_retries: 0).contracts.list }.to raise_error(ContractAnalysis::RateLimitError)
    expect(stub.requests.size).to eq(1)
    stub.reply(503, problem(503, "internal_error"))
    expect { client.contracts.retrieve("ctr_1", max_retries: 0) }.to raise_error(ContractAnalysis::InternalServerError)
    expect(stub.requests.size).to eq(2)
  end

  it "retries connection errors, then raises APIConnectionError" do
    port = TCPServer.open("127.0.0.1", 0) { |s| s.addr[1] } # closed again: nothing listens there
    c = ContractAnalysis::Client.new(api_key: "k", base_url: "http://127.0.0.1:#{port}", retry_base_delay: 0.01)
    expect { c.contracts.retrieve("ctr_1") }.to raise_error(ContractAnalysis::APIConnectionError)
  end

  it "times out (per client and per call), retrying the time-out" do
    # The first two attempts are never answered, so only the client's time-out can end them, however loaded the
    # machine is. A third attempt would get the 200 and raise nothing: the error proves there were at most two.
    stub.hang.hang.reply(200, contract)
    expect { client(timeout: 0.2, max_retries: 1).contracts.retrieve("ctr_1") }
      .to raise_error(ContractAnalysis::APITimeoutError)
    # Both were sent; the stub may still be reading the second one the client gave up on.
    expect(stub.wait_for_requests(2).map(&:path)).to eq(["/contracts/ctr_1"] * 2)

    # Per call: the default time-out (60 s) would outlast the test; the call's own 0.2 s ends it.
    per_call = StubServer.new.hang
    c = ContractAnalysis::Client.new(api_key: "cas_test_k", base_url: per_call.url, retry_base_delay: 0.01)
    expect { c.contracts.retrieve("ctr_1", timeout: 0.2, max_retries: 0) }
      .to raise_error(ContractAnalysis::APITimeoutError)
  ensure
    per_call&.close
  end
end
