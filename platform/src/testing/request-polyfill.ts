// Test helper: react-router's data routers build a Request on every navigation and jsdom has
// none. This stand-in carries only what the router reads (url, method, signal, headers).
class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: Map<string, string>;

  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new Map();
  }
}

if (typeof (globalThis as { Request?: unknown }).Request === 'undefined') {
  Object.assign(globalThis, { Request: TestRequest });
}
