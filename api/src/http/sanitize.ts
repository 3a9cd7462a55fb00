import type { FastifyRequest } from 'fastify';
import { validationFailed } from './errors';

// Text PostgreSQL cannot store is refused up front (422 on its field) instead of failing in the
// database as a 500: U+0000 in any text, and a lone UTF-16 surrogate, which jsonb refuses (and
// whose 500 beside a 201 told a stranger which phones are on record).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function faultOf(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text must not contain a lone surrogate (a broken character)';
  return null;
}

/** The first string (or object key) in a request part that PostgreSQL cannot store, with its path. */
function findUnstorableText(value: unknown, path: string, depth = 0): { field: string; message: string } | null {
  if (depth > 20) return null;
  if (typeof value === 'string') {
    const message = faultOf(value);
    return message ? { field: path || '_', message } : null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const keyFault = faultOf(key);
      if (keyFault) return { field: at, message: keyFault };
      const found = findUnstorableText(inner, at, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const found = findUnstorableText(request.body, '') ?? findUnstorableText(request.query, '') ?? findUnstorableText(request.params, '');
  if (found) throw validationFailed({ [found.field]: [found.message] });
}
