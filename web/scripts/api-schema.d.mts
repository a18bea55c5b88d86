/** Types of api-schema.mjs for the staleness test (src/lib/api/schema.test.ts). */
export function generateApiSchema(contract?: string): Promise<string>;
export function readApiSchema(): Promise<string>;
