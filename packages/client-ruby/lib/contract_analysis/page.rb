# frozen_string_literal: true

module ContractAnalysis
  # One page of a cursor-paginated list (`{object: "list", data, has_more, next_cursor}`).
  #
  # A Page is Enumerable over every item of this page and of the pages after it, fetched as the iteration
  # reaches them (`?starting_after=next_cursor`): `page.each`, `page.first(50)`, `page.map(&:id)`.
  # `data` is this page's items only; `each_page` walks the pages.
  class Page
    include Enumerable

    attr_reader :data, :next_cursor, :model

    def initialize(model, &fetch)
      @model = model
      @data = Array(model.data)
      @has_more = model.respond_to?(:has_more) && model.has_more == true
      @next_cursor = model.respond_to?(:next_cursor) ? model.next_cursor : nil
      @fetch = fetch
    end

    def has_more?
      @has_more
    end
    alias has_more has_more?

    # The next page, or nil on the last one.
    def next_page
      return nil unless has_more? && next_cursor && @fetch

      @fetch.call(next_cursor)
    end

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
    alias auto_paging_each each

    def inspect
      "#<#{self.class.name} data=#{data.size} has_more=#{has_more?} next_cursor=#{next_cursor.inspect}>"
    end
  end
end
