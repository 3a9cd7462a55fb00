// How long a client may take to send its request. A connection costs the server a socket and
// memory for as long as it is allowed to last, so a client that sends its headers or its body a
// few bytes at a time (slowloris) is cut off at these bounds: 408, then the connection closed.
// Without them Fastify waits for ever (its requestTimeout of 0 turns Node's own off).

export interface ServerTimeouts {
  /** The request line and headers. */
  headersMs: number;
  /** The whole request, headers and body, however steadily it arrives. */
  requestMs: number;
  /** A connection on which nothing moves either way while a request is under way. */
  idleMs: number;
  /** How often Node checks the two bounds above (they are not timers of their own). */
  checkEveryMs: number;
}

// The largest body is an avatar: a 1.5 MB image is about 2 MB as base64. A phone on a weak 3G
// uplink sends about 200 kbit/s (25 KB/s), so 2 MB take 80 s: two minutes for the whole request
// leave half again for a weaker signal and the round trips. Headers are a few hundred bytes: 10 s
// is ample on any network.
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 30_000,
  checkEveryMs: 1_000,
};

/** Fastify's options for these bounds (Node's headersTimeout and check interval go to its server). */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
