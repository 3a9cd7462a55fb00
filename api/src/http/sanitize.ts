import type { FastifyRequest } from 'fastify';
import { validationFailed } from './errors';

// PostgreSQL text cannot hold U+0000; refuse it up front instead of failing in the database.
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (depth > 20) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const field = findNul(request.body, '') ?? findNul(request.query, '') ?? findNul(request.params, '');
  if (field) throw validationFailed({ [field]: ['Text must not contain NUL characters'] });
}
