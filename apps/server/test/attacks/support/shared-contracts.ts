import * as shared from '@polymath/shared';
import type { Contract } from '@polymath/shared';

function isContract(value: unknown): value is Contract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Contract>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.summary === 'string' &&
    typeof candidate.response === 'object'
  );
}

/**
 * Every contract packages/shared exports (`defineContract` objects), once each. Apart from the
 * route listing, which reads the app's own types, so the end-to-end tests can use it too.
 */
export const SHARED_CONTRACTS: Contract[] = [
  ...new Set((Object.values(shared) as unknown[]).filter(isContract)),
];
