package com.contractanalysis;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hc.client5.http.async.methods.SimpleHttpRequest;
import org.apache.hc.client5.http.async.methods.SimpleHttpResponse;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.impl.async.CloseableHttpAsyncClient;
import org.apache.hc.client5.http.impl.async.HttpAsyncClients;
import org.apache.hc.client5.http.impl.nio.PoolingAsyncClientConnectionManagerBuilder;
import org.apache.hc.core5.concurrent.DefaultThreadFactory;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.util.TimeValue;

/**
 * One HTTP attempt and nothing more: Apache HttpClient 5 with its automatic retries and redirects off, so that every
 * retry is the one policy of {@link Core} (spec/contract-tests/vectors.yaml).
 *
 * <p>One HttpClient (its connection pool and I/O threads, all daemons) serves every {@link ContractAnalysisClient},
 * the copies made by {@code withOptions} included: nothing to close, nothing leaked per client. An attempt runs on
 * the client's I/O threads while the caller waits on its future, so that the attempt's deadline and an interrupt of
 * the caller both cancel the exchange (and close its connection) at once.
 */
final class Transport {
  /** An attempt's answer, its body read whole. Header names are case-insensitive. */
  record Answer(int status, Map<String, List<String>> headers, byte[] body) {}

  private Transport() {}

  /** Created and started on first use, never closed: its threads are daemons and end with the JVM. */
  private static final class Shared {
    static final CloseableHttpAsyncClient HTTP = start();

    private static CloseableHttpAsyncClient start() {
      CloseableHttpAsyncClient http = HttpAsyncClients.custom()
          .disableAutomaticRetries() // no resend of a failed exchange, no own reading of 429/503 Retry-After
          .disableRedirectHandling()
          .disableCookieManagement()
          .disableAuthCaching()
          .disableContentCompression()
          .setConnectionManager(PoolingAsyncClientConnectionManagerBuilder.create()
              // The caller's threads bound the concurrency, as with java.net.http (the default pool queues beyond 5).
              .setMaxConnTotal(Integer.MAX_VALUE)
              .setMaxConnPerRoute(Integer.MAX_VALUE)
              // A kept-alive connection idle for a second is checked before reuse, so one the server has closed
              // meanwhile is not handed to a request (which would fail it: retries are off).
              .setDefaultConnectionConfig(ConnectionConfig.custom().setValidateAfterInactivity(TimeValue.ofSeconds(1)).build())
              .build())
          .evictIdleConnections(TimeValue.ofMinutes(1))
          .setThreadFactory(new DefaultThreadFactory("contract-analysis-http", true))
          .build();
      http.start();
      return http;
    }
  }

  /**
   * Sends {@code request} and reads its whole response within {@code timeout} (connecting included).
   *
   * @throws InterruptedIOException the deadline passed (or a socket time-out): the exchange is cancelled
   * @throws IOException no response: refused, reset, closed before an answer, not HTTP, ...
   * @throws InterruptedException the caller was interrupted: the exchange is cancelled
   */
  static Answer send(SimpleHttpRequest request, Duration timeout) throws IOException, InterruptedException {
    Future<SimpleHttpResponse> exchange = Shared.HTTP.execute(request, null);
    SimpleHttpResponse response;
    try {
      response = exchange.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      exchange.cancel(true);
      throw new InterruptedIOException("no response within " + timeout.toMillis() + " ms");
    } catch (InterruptedException e) {
      exchange.cancel(true);
      throw e;
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) throw io;
      if (e.getCause() instanceof RuntimeException r) throw r;
      throw new IOException(e.getCause().toString(), e.getCause()); // org.apache.hc.core5.http.HttpException: not HTTP
    } catch (CancellationException e) {
      throw new IOException("the exchange was cancelled", e);
    }
    byte[] body = response.getBodyBytes();
    return new Answer(response.getCode(), headers(response.getHeaders()), body == null ? new byte[0] : body);
  }

  /** Headers as a map, names case-insensitive (a request's, for the debug log; a response's). */
  static Map<String, List<String>> headers(Header[] all) {
    Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    for (Header h : all) headers.computeIfAbsent(h.getName(), k -> new ArrayList<>()).add(h.getValue());
    return headers;
  }
}
