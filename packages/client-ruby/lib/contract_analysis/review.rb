# frozen_string_literal: true

module ContractAnalysis
  # A reviewed contract: `risk_score` and `issues` at hand, every other Contract field delegated to `contract`
  # (the generated ContractAnalysisGenerated::Contract). For an asynchronous review (202, `queued`) `review`
  # and `risk_score` are nil and `issues` is empty.
  class Review
    attr_reader :contract, :status_code, :request_id

    def initialize(contract, status_code: 201, request_id: nil)
      @contract = contract
      @status_code = status_code
      @request_id = request_id
    end

    def id = contract.id
    def status = contract.status
    def review = contract.review

    # 0..100, higher is riskier; nil until the review has completed.
    def risk_score
      review&.risk_score
    end

    # low | medium | high | critical (or a newer value, kept as it is).
    def risk_level
      review&.risk_level
    end

    # The issues found (ContractAnalysisGenerated::Issue), empty until the review has completed.
    def issues
      review ? Array(review.issues) : []
    end

    def to_h
      contract.to_hash
    end

    def method_missing(name, *args, &block)
      contract.respond_to?(name) ? contract.public_send(name, *args, &block) : super
    end

    def respond_to_missing?(name, include_private = false)
      contract.respond_to?(name) || super
    end

    def inspect
      "#<#{self.class.name} id=#{id.inspect} status=#{status.inspect} risk_score=#{risk_score.inspect} " \
        "issues=#{issues.size}>"
    end
  end
end
