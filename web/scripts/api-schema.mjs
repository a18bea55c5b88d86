/**
 * The web's API types, generated from the contract (ARCHITECTURE §10: api/openapi.yaml is the
 * truth). `npm run gen:api` writes src/lib/api/schema.d.ts; src/lib/api/schema.test.ts fails when
 * the committed file differs from what this generates.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTRACT = path.resolve(HERE, '../../api/openapi.yaml');
const SCHEMA_FILE = path.resolve(HERE, '../src/lib/api/schema.d.ts');

const HEADER = `/**
 * Generated from api/openapi.yaml by openapi-typescript: do not edit. Regenerate with
 * \`npm run gen:api\` (web/scripts/api-schema.mjs).
 */

`;

/** The text of schema.d.ts for the contract (api/openapi.yaml unless another file is given). */
export async function generateApiSchema(contract = CONTRACT) {
  const ast = await openapiTS(pathToFileURL(contract), {
    // A property with a `default` may still be left out of a request (`is_default` of a new method).
    defaultNonNullable: false,
    // Raw uploads (`format: binary`) are sent as a File or Blob, not a string.
    transform(schema) {
      if (schema.format === 'binary') return ts.factory.createTypeReferenceNode('Blob');
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}

/** The committed schema.d.ts. */
export function readApiSchema() {
  return readFile(SCHEMA_FILE, 'utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(
    SCHEMA_FILE,
    await generateApiSchema(process.argv[2] && path.resolve(process.argv[2])),
  );
  console.log(`wrote ${SCHEMA_FILE}`);
}

/** One schema of the contract's components, as plain data (for tests that share its limits). */
export async function readContractSchema(name, contract = CONTRACT) {
  const { parse } = await import('yaml');
  const document = parse(await readFile(contract, 'utf8'));
  const schema = document.components?.schemas?.[name];
  if (!schema) throw new Error(`api/openapi.yaml has no schema ${name}`);
  return schema;
}
