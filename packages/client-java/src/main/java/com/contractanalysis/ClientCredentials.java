package com.contractanalysis;

import com.contractanalysis.generated.api.OAuthApi;
import com.contractanalysis.generated.model.TokenResponse;

/** OAuth 2.0 client credentials: a token from POST /oauth/token (form-encoded), renewed before it expires. */
final class ClientCredentials implements Transport.TokenSource {
  private final Transport transport;
  private final String clientId;
  private final String clientSecret;
  private final String scope;
  private String token;
  private long expiresAtMillis;

  ClientCredentials(Transport transport, String clientId, String clientSecret, String scope) {
    this.transport = transport;
    this.clientId = clientId;
    this.clientSecret = clientSecret;
    this.scope = scope;
  }

  @Override
  public synchronized String token() {
    if (token == null || System.currentTimeMillis() >= expiresAtMillis) {
      OAuthApi api = new OAuthApi(transport.apiClient);
      Transport.Options o = new Transport.Options();
      o.authenticated = false;
      TokenResponse r = transport.call(h -> api.createTokenWithHttpInfo("client_credentials", clientId, clientSecret, scope, h), o).getData();
      token = r.getAccessToken();
      // Renew a minute early, or at 90% of a short lifetime.
      long lifetime = r.getExpiresIn() * 1000L;
      expiresAtMillis = System.currentTimeMillis() + lifetime - Math.min(60_000L, lifetime / 10);
    }
    return token;
  }
}
