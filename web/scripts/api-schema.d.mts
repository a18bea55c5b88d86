/** Types of api-schema.mjs for the staleness test (src/lib/api/schema.test.ts). */
export function generateApiSchema(contract?: string): Promise<string>;
export function readApiSchema(): Promise<string>;
/** The parts of a JSON Schema the tests read. */
export interface ContractSchema {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: ContractSchema;
  properties?: Record<string, ContractSchema>;
}
/** One schema of the contract's components, as plain data (for tests that share its limits). */
export function readContractSchema(name: string, contract?: string): Promise<ContractSchema>;
