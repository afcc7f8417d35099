/**
 * One line per API operation not yet declared in the contract (src/shared/contract/, whose endpoints
 * carry their own summary), as OpenAPI writes it (`METHOD /path` with `{param}`). An operation
 * without a summary fails openapi-document.test.ts: say what it does.
 */
export const operationSummaries: Record<string, string> = {
  "GET /api/v1/admin/users/{id}/copies": "List a user's copies with their figures",
  "GET /api/v1/market/quotes": "Get live quotes",
  "GET /api/v1/market/candles": "Get price candles of an instrument",
  "GET /api/v1/instruments": "List the tradable instruments",
  "GET /api/v1/admin/instruments": "List all instruments with their settings",
  "PATCH /api/v1/admin/instruments/{symbol}": "Enable, disable or cap an instrument",
  "GET /api/v1/trading/accounts": "List the signed-in user's trading accounts with figures",
  "POST /api/v1/trading/accounts/{id}/reset": "Reset a practice account to $10,000",
  "POST /api/v1/trading/accounts/{id}/transfers": "Move money between the balance and the live account",
  "POST /api/v1/orders": "Place a market order",
  "GET /api/v1/positions": "List positions of a trading account",
  "POST /api/v1/positions/{id}/close": "Close a position or part of it",
  "PATCH /api/v1/positions/{id}": "Set or remove a position's stop-loss and take-profit",
  "GET /api/v1/admin/trading/exposure": "Get the house's open exposure",
  "GET /api/v1/traders": "List the traders with their public figures, ranked by risk-adjusted return",
  "GET /api/v1/traders/{id}": "Get a trader's figures, NAV series, positions and monthly returns",
  "GET /api/v1/market-stats": "Get the landing page's measured trading figures",
  "GET /api/v1/me/trader": "Get the signed-in trader's own settings",
  "PATCH /api/v1/me/trader": "Change the signed-in trader's own settings",
  "POST /api/v1/copies": "Start copying a trader",
  "GET /api/v1/copies": "List the signed-in investor's copies",
  "GET /api/v1/copies/{id}": "Get a copy with its positions and log",
  "POST /api/v1/copies/{id}/pause": "Pause a copy (no new positions; closes still mirror)",
  "POST /api/v1/copies/{id}/resume": "Resume a paused copy",
  "POST /api/v1/copies/{id}/stop": "Stop a copy: close its positions and return its cash",
  "POST /api/v1/copies/{id}/add-funds": "Move money into a copy",
  "POST /api/v1/copies/{id}/remove-funds": "Move money out of a copy",
  "GET /api/v1/me/appropriateness": "Get the appropriateness questionnaire result",
  "POST /api/v1/me/appropriateness": "Answer the appropriateness questionnaire",
};
