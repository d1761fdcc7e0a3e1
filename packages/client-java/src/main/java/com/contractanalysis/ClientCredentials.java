package com.contractanalysis;

import com.contractanalysis.generated.model.TokenRequestGrantType;
import com.contractanalysis.generated.model.TokenResponse;

/** OAuth 2.0 client credentials: a token from the generated oauth().createToken, renewed before it expires. */
final class ClientCredentials {
  private final String clientId, clientSecret, scope;
  ContractAnalysisClient client;
  private String token;
  private long expiresAtMillis;

  ClientCredentials(String clientId, String clientSecret, String scope) {
    this.clientId = clientId;
    this.clientSecret = clientSecret;
    this.scope = scope;
  }

  synchronized String token() {
    if (token == null || System.currentTimeMillis() >= expiresAtMillis) {
      TokenResponse r = client.oauth().createToken(Oauth.CreateTokenParams.builder()
          .grantType(TokenRequestGrantType.fromValue("client_credentials")).clientId(clientId).clientSecret(clientSecret).scope(scope).build());
      token = r.getAccessToken();
      // Renew a minute early, or at 90% of a short lifetime.
      long lifetime = r.getExpiresIn() * 1000L;
      expiresAtMillis = System.currentTimeMillis() + lifetime - Math.min(60_000L, lifetime / 10);
    }
    return token;
  }
}
