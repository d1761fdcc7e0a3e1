import { describe, expect, it } from 'vitest';
import { loadSpec, operations, unimplementedOperations } from '../src/index.js';
import { validationComponents } from '../src/spec.js';
import { handlers } from '../src/handlers/index.js';

describe('the server implements the spec', () => {
  const spec = loadSpec();
  it('has a handler for every operation of the bundled spec', () => {
    expect(unimplementedOperations(spec)).toEqual([]);
  });
  it('has no handler for an operation the spec does not have', () => {
    const ids = new Set(operations(spec).map((o) => o.operationId));
    expect(Object.keys(handlers).filter((h) => !ids.has(h))).toEqual([]);
  });
  it('relaxes every base64 field for validation (no regex or maxLength over megabytes)', () => {
    const { doc, byteFields } = validationComponents(spec);
    expect(byteFields.get('ReviewRequest')).toEqual(['document']);
    expect(byteFields.get('AskRequest')).toEqual(['document']);
    expect(doc.components.schemas.ReviewRequest.properties.document.format).toBeUndefined();
    expect(doc.components.schemas.ReviewRequest.properties.document.maxLength).toBeUndefined();
    // The original stays untouched.
    expect(spec.components.schemas.ReviewRequest.properties.document.format).toBe('byte');
  });
});
