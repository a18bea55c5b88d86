import { describe, expect, it } from 'vitest';
import { generateApiSchema, readApiSchema } from '../../../scripts/api-schema.mjs';

describe('lib/api/schema.d.ts', () => {
  it('is what api/openapi.yaml generates now (else run `npm run gen:api`)', async () => {
    const [committed, generated] = await Promise.all([readApiSchema(), generateApiSchema()]);
    expect(committed === generated, 'schema.d.ts is stale: run `npm run gen:api` in web/').toBe(
      true,
    );
  }, 60_000);
});
