import { errorEnvelopeSchema } from '@church/contracts/envelope';

// Documents the error envelope for the given statuses in OpenAPI (and checks it on the way out).
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as Record<number, typeof errorEnvelopeSchema>;
}

export const bearer = [{ bearerAuth: [] as string[] }];
