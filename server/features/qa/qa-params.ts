// A Q&A's parameters as stored (JSON text in qas.params), written only from the validated event file.
import type { QaDefinition } from '../../event-file/sections/qa.js';

export type StoredQaParams = Omit<QaDefinition, 'code' | 'status'>;

export function toStoredParams({ code: _code, status: _status, ...params }: QaDefinition): StoredQaParams {
  return params;
}

export function readStoredParams(json: string): StoredQaParams {
  // Written by toStoredParams from a validated event file.
  return JSON.parse(json) as StoredQaParams;
}
