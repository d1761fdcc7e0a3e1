# frozen_string_literal: true

module ContractAnalysis
  # The resources of the client (`client.contracts`, `client.drafts`, ...): thin calls into the generated API.
  #
  # Every method also takes request options: `extra_headers:` (a Hash), `timeout:` (seconds) and
  # `max_retries:`; every POST and PATCH also `idempotency_key:` (by default one UUID v4 per call, reused by
  # its retries). Results are the generated models (ContractAnalysisGenerated::*, aliased ContractAnalysis::Models).
  module Resources
    G = ContractAnalysisGenerated

    # Base of the resources: holds the core.
    class Resource
      def initialize(core)
        @core = core
      end

      private

      REQUEST_OPTIONS = %i[extra_headers timeout max_retries idempotency_key].freeze

      # `params` are the generated method's options; `request` the caller's request options (checked here,
      # so that a misspelt option fails instead of being ignored).
      def call(api, method, *args, request: {}, **params)
        unknown = request.keys - REQUEST_OPTIONS
        if unknown.any?
          raise ArgumentError, "unknown option(s) #{unknown.join(', ')}; known: #{REQUEST_OPTIONS.join(', ')}"
        end

        @core.call(api, method, *args, **params, **request)
      end

      def list_page(api, method, *args, starting_after:, request: {}, **params)
        fetch = lambda do |cursor|
          Page.new(call(api, method, *args, starting_after: cursor, request: request, **params).data, &fetch)
        end
        fetch.call(starting_after)
      end

      def compact(hash)
        hash.reject { |_, v| v.nil? }
      end
    end

    class Contracts < Resource
      # Reviews a contract. `file:` is a File/IO, a String of bytes or a path (String or Pathname); it is read
      # and base64-encoded here. `respond_async: true` sends `Prefer: respond-async` (202, `queued`).
      # Returns a Review (`risk_score`, `issues`, and every Contract field).
      def review(file:, document_type:, filename: nil, options: nil, metadata: nil, respond_async: false, **request)
        data, name = Document.read(file)
        body = G::ReviewRequest.new(compact(
          document: Document.encode(data),
          document_type: document_type.to_s,
          filename: filename || name,
          options: options && G::ReviewOptions.new(options),
          metadata: metadata
        ))
        response = call(G::ContractsApi, :review_contract_with_http_info, body,
                        prefer: respond_async ? "respond-async" : nil, idempotent: true, request: request)
        Review.new(response.data, status_code: response.status, request_id: response.request_id)
      end

      # A stored contract; `include_text: true` adds the extracted text that citation offsets refer to.
      def retrieve(id, include_text: false, **request)
        call(G::ContractsApi, :retrieve_contract_with_http_info, id, include: include_text ? "text" : nil,
                                                                     request: request).data
      end

      # A Page of contracts, newest first; iterate it to walk every page.
      def list(limit: nil, starting_after: nil, status: nil, document_type: nil, **request)
        list_page(G::ContractsApi, :list_contracts_with_http_info,
                  starting_after: starting_after, limit: limit, status: status, document_type: document_type,
                  request: request)
      end

      # Asks a question about a stored contract (`contract_id:`) or a document given here (`file:` +
      # `document_type:`). The answer's citations are ranked; they are empty when the contract is silent.
      def ask(question:, contract_id: nil, file: nil, document_type: nil, **request)
        document = file.nil? ? nil : Document.encode(Document.read(file).first)
        body = G::AskRequest.new(compact(contract_id: contract_id, document: document,
                                         document_type: document_type&.to_s, question: question))
        call(G::ContractsApi, :ask_contract_with_http_info, body, idempotent: true, request: request).data
      end

      # Drafts a clause or a document (`kind:`) from a prompt; other DraftRequest fields as keywords
      # (document_type:, clause_type:, jurisdiction:, parties:, variables:, playbook_id:).
      def draft(prompt:, kind: "document", respond_async: false, document_type: nil, clause_type: nil,
                jurisdiction: nil, parties: nil, variables: nil, playbook_id: nil, **request)
        body = G::DraftRequest.build_from_hash(compact(
          prompt: prompt, kind: kind, document_type: document_type, clause_type: clause_type,
          jurisdiction: jurisdiction, parties: parties, variables: variables, playbook_id: playbook_id
        ))
        call(G::DraftsApi, :draft_contract_with_http_info, body,
             prefer: respond_async ? "respond-async" : nil, idempotent: true, request: request).data
      end
    end

    class Drafts < Resource
      def retrieve(id, **request)
        call(G::DraftsApi, :retrieve_draft_with_http_info, id, request: request).data
      end
    end

    class Benchmarks < Resource
      # Benchmarks for one or more clause types and industries (a String or an Array each).
      def list(clause_type: nil, industry: nil, **request)
        call(G::BenchmarksApi, :list_benchmarks_with_http_info,
             clause_type: clause_type && Array(clause_type), industry: industry && Array(industry),
             request: request).data
      end

      def clause_types(**request)
        call(G::BenchmarksApi, :list_benchmark_clause_types_with_http_info, request: request).data
      end

      def industries(**request)
        call(G::BenchmarksApi, :list_benchmark_industries_with_http_info, request: request).data
      end
    end

    class Playbooks < Resource
      def list(limit: nil, starting_after: nil, document_type: nil, **request)
        list_page(G::PlaybooksApi, :list_playbooks_with_http_info, starting_after: starting_after, limit: limit,
                                                                   document_type: document_type, request: request)
      end

      def retrieve(id, **request)
        call(G::PlaybooksApi, :retrieve_playbook_with_http_info, id, request: request).data
      end

      # A copy of a playbook (`based_on:`) with check overrides (`checks:`, an Array of Hashes).
      def create(based_on:, name:, checks: nil, **request)
        body = G::PlaybookCreateRequest.build_from_hash(compact(based_on: based_on, name: name, checks: checks))
        call(G::PlaybooksApi, :create_playbook_with_http_info, body, idempotent: true, request: request).data
      end

      # Renames a playbook or overrides its checks; bumps its version.
      def update(id, name: nil, checks: nil, **request)
        body = G::PlaybookUpdateRequest.build_from_hash(compact(name: name, checks: checks))
        call(G::PlaybooksApi, :update_playbook_with_http_info, id, body, idempotent: true, request: request).data
      end
    end

    class Webhooks < Resource
      # Registers an endpoint. The result's `secret` (`whsec_...`) is shown only here.
      def create(url:, events:, description: nil, **request)
        body = G::WebhookCreateRequest.new(compact(url: url, events: Array(events).map(&:to_s),
                                                   description: description))
        call(G::WebhooksApi, :create_webhook_with_http_info, body, idempotent: true, request: request).data
      end

      def list(limit: nil, starting_after: nil, **request)
        list_page(G::WebhooksApi, :list_webhooks_with_http_info, starting_after: starting_after, limit: limit,
                                                                 request: request)
      end

      def retrieve(id, **request)
        call(G::WebhooksApi, :retrieve_webhook_with_http_info, id, request: request).data
      end

      def delete(id, **request)
        call(G::WebhooksApi, :delete_webhook_with_http_info, id, request: request).data
      end

      # Changes the URL, events or description, or the status: `status: "enabled"` turns a disabled
      # webhook back on (see `disabled_reason`), `"disabled"` pauses it. Fields left out keep their value.
      def update(id, url: nil, events: nil, description: nil, status: nil, **request)
        body = G::WebhookUpdateRequest.new(compact(url: url, events: events && Array(events).map(&:to_s),
                                                   description: description, status: status&.to_s))
        call(G::WebhooksApi, :update_webhook_with_http_info, id, body, idempotent: true, request: request).data
      end

      # Makes a new signing secret; the result's `secret` is shown only here. Until the result's
      # `previous_secret_expires_at` (`expire_previous_after_seconds:` from now: a day by default, 0 retires
      # the previous secret at once), deliveries carry a signature per secret: verify with both meanwhile,
      # `Webhook.unwrap(body, headers, secret: [new_secret, old_secret])`.
      def rotate_secret(id, expire_previous_after_seconds: nil, **request)
        # Always a JSON object (the generated model fills in the spec's default of 86400), never an empty body.
        overlap = expire_previous_after_seconds
        body = G::WebhookSecretRotationRequest.new(compact(expire_previous_after_seconds: overlap))
        call(G::WebhooksApi, :rotate_webhook_secret_with_http_info, id, webhook_secret_rotation_request: body,
                                                                         idempotent: true, request: request).data
      end

      # A Page of the webhook's deliveries, newest first (`status: "failed"` for those that exhausted their
      # retries); iterate it to walk every page.
      def list_deliveries(id, limit: nil, starting_after: nil, status: nil, **request)
        list_page(G::WebhooksApi, :list_webhook_deliveries_with_http_info, id,
                  starting_after: starting_after, limit: limit, status: status&.to_s, request: request)
      end

      # Queues a delivery again (202), with a fresh retry schedule and the same `webhook-id`. A disabled
      # webhook answers 409 `webhook_disabled` (ConflictError): `update(id, status: "enabled")` first.
      def replay_delivery(id, delivery_id, **request)
        call(G::WebhooksApi, :replay_webhook_delivery_with_http_info, id, delivery_id, idempotent: true,
                                                                                       request: request).data
      end

      # Sends a test event to the endpoint; returns the event, typed by its `type` (UnknownEvent for a type
      # this version does not know).
      def test(id, type: nil, **request)
        body = type && G::WebhookTestRequest.new(type: type.to_s)
        # The raw Hash, typed here: the generated Event.build answers nil for an unknown type.
        data = call(G::WebhooksApi, :test_webhook_with_http_info, id, webhook_test_request: body,
                                                                     debug_return_type: "Object",
                                                                     idempotent: true, request: request).data
        ContractAnalysis.parse_event(data)
      end

      # Verifies a delivery (Standard Webhooks) and returns its typed event. `secret:` may be an Array (the new
      # and the previous secret during a rotation); see Webhook.
      def unwrap(payload, headers, secret:, tolerance: Webhook::TOLERANCE_SECONDS, now: nil)
        Webhook.unwrap(payload, headers, secret: secret, tolerance: tolerance, now: now)
      end

      # Verifies a delivery and returns its JSON body as a Hash; see Webhook.verify.
      def verify(payload, headers, secret:, tolerance: Webhook::TOLERANCE_SECONDS, now: nil)
        Webhook.verify(payload, headers, secret: secret, tolerance: tolerance, now: now)
      end
    end

    class OAuth < Resource
      # Exchanges client credentials for an access token (the client does this itself when given them).
      def create_token(client_id:, client_secret:, scope: nil, **request)
        call(G::OAuthApi, :create_token_with_http_info, "client_credentials",
             client_id: client_id, client_secret: client_secret, scope: scope, authenticated: false,
             request: request).data
      end
    end
  end
end
