import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/** FA(3): its namespace and the form code a session declares (and every Naglowek/KodFormularza carries). */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

/** The Ministry's XSD files (../ksef-schema/README.md: where each came from): FA(3) and the chain it imports. */
const SCHEMA_DIR = new URL('../ksef-schema/', import.meta.url);
const MAIN = 'schemat_FA(3)_v1-0E.xsd';
const IMPORTED = ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'];

let files: { schema: XMLFileInfo; preload: XMLFileInfo[] } | null = null;

function schemaFiles() {
  files ??= {
    schema: { fileName: 'FA3.xsd', contents: readFileSync(new URL(MAIN, SCHEMA_DIR), 'utf8') },
    preload: IMPORTED.map((fileName) => ({ fileName, contents: readFileSync(new URL(fileName, SCHEMA_DIR), 'utf8') })),
  };
  return files;
}

export type Fa3Validation = { valid: true } | { valid: false; errors: string[] };

/**
 * Validates an FA(3) document against the official XSD with libxml2 (xmllint compiled to WebAssembly, in a worker
 * thread; no network: the imports are the local files). Each error is libxml2's message with its line:
 * "line 12: Element '{…}NIP': [facet 'pattern'] The value '123' is not accepted by the pattern …".
 */
export async function validateFa3Xml(xml: string): Promise<Fa3Validation> {
  const { schema, preload } = schemaFiles();
  const result = await validateXML({ xml: { fileName: 'faktura.xml', contents: xml }, schema, preload });
  if (result.valid) return { valid: true };
  const errors = result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message).replace(/^(line \d+: )?Schemas validity error : /, '$1'));
  return { valid: false, errors: errors.length > 0 ? errors : [result.rawOutput.trim()] };
}
