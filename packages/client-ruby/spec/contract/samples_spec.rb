# frozen_string_literal: true

require "json"
require "open3"
require "tmpdir"

# Every generated code sample (dist/samples.json, the reference's x-codeSamples) and the README's quick start run as
# written against Prism (or the real server through the harness's proxy), so that neither can go stale.
RSpec.describe "code samples and the quick start", if: ENV.fetch("CONTRACT_TEST_BASE_URL", nil) do
  root = File.expand_path("../..", __dir__)
  samples = JSON.parse(File.read(File.join(root, "dist/samples.json")))
  proxy = ENV["CONTRACT_TEST_TARGET"] == "proxy"
  env = { "CONTRACT_ANALYSIS_API_KEY" => ENV.fetch("CONTRACT_ANALYSIS_TEST_API_KEY", "cas_test_contract_suite"), "CONTRACT_ANALYSIS_BASE_URL" => ENV["CONTRACT_TEST_BASE_URL"],
          "RUBYLIB" => [File.join(root, "lib"), File.join(root, "generated/lib")].join(File::PATH_SEPARATOR) }

  def run_ruby(env, dir, *args)
    out, status = Open3.capture2e(env, "timeout", "60", RbConfig.ruby, *args, chdir: dir) # a hung sample fails
    expect(status).to be_success, out
    out
  end

  it "has one Ruby sample per operation of the spec" do
    expect(samples.keys).to match_array(ContractAnalysis::OPERATIONS.keys)
    expect(samples.values.map { |s| s["lang"] }.uniq).to eq(["Ruby"])
  end

  samples.each do |operation, sample|
    # Against the real server (proxy) the samples' example ids name nothing, so they run against the mock only.
    it "runs the sample of #{operation}", skip: proxy && "the samples name the spec's example ids" do
      Dir.mktmpdir do |dir|
        File.write(File.join(dir, "nda.txt"), File.read(File.join(root, "examples/nda.txt")))
        File.write(File.join(dir, "sample.rb"), sample.fetch("source"))
        run_ruby(env, dir, "sample.rb")
      end
    end
  end

  it "runs examples/quickstart.rb on the shipped sample NDA, and the README shows it as written" do
    out = run_ruby(env, root, "examples/quickstart.rb")
    expect(out.lines.first).to match(/\Actr_\S+ \w+ risk /)
    expect(out).to include("not found: 404")
    readme = File.read(File.join(root, "README.md"))
    expect(readme).to include(File.read(File.join(root, "examples/quickstart.rb")).sub("# frozen_string_literal: true\n\n", ""))
  end
end
