// Test helper: jsdom has no fetch, so tests install this scripted stand-in.

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

type Reply = { status: number; body?: unknown } | Error;
export type Responder = (call: FakeCall) => Reply | Promise<Reply>;

export function installFakeFetch(responder: Responder) {
  const calls: FakeCall[] = [];
  const fake = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      // JSON parsed; a FormData (a file upload) as it was sent.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const reply = await responder(call);
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => text } as Response;
  });
  (globalThis as { fetch?: unknown }).fetch = fake;
  return { calls, fake };
}

export function testUser(overrides: Partial<import('@church/contracts/user').User> = {}): import('@church/contracts/user').User {
  return {
    id: 1,
    first_name: 'Grace',
    last_name: 'Okafor',
    full_name: 'Grace Okafor',
    initials: 'GO',
    avatar: null,
    email: 'grace@example.org',
    phone: null,
    gender: null,
    birthday: null,
    address: null,
    roles: ['member'],
    units: [],
    active: true,
    ...overrides,
  };
}
