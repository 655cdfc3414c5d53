// Checks a request against /openapi.json (decision 0078): its path and method are documented, and its
// JSON body fits the document's schema for them (ajv, JSON Schema 2020-12, as OpenAPI 3.1 writes them);
// and the status it was answered with is one the document lists for them. The test harness runs both on
// every /api request a test sends (the body check on those the API accepts), so every contract test's
// exchange is held to the document (gateway/testing/harness.ts).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { documentedPath, openApiDocument } from '../../rest-compat/openapi';

const ajv = new Ajv2020({ strict: false, allErrors: false });
const validators = new Map<string, ValidateFunction | null>();

function validatorFor(template: string, method: string): ValidateFunction | null {
  const key = `${method} ${template}`;
  if (!validators.has(key)) {
    const operation = (openApiDocument().paths as Record<string, Record<string, any>>)[template][method];
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    validators.set(key, schema ? ajv.compile(schema) : null);
  }
  return validators.get(key)!;
}

/** Why a request to /api does not fit the document (its path, method or JSON body), or null when it does. */
export function requestMisfit(method: string, url: string, body: unknown): string | null {
  const path = new URL(url, 'http://repour.test').pathname.replace(/^\/api/, '');
  const lower = method.toLowerCase();
  const template = documentedPath(path, lower);
  if (!template) return `${method} /api${path} is not in /openapi.json`;
  if (body === undefined) return null;
  const validate = validatorFor(template, lower);
  if (!validate) return `${method} /api${template} takes no JSON body in /openapi.json`;
  if (validate(body)) return null;
  return `${method} /api${template}: the body does not fit /openapi.json: ${ajv.errorsText(validate.errors)}`;
}

/** Why the status of an answer from /api is not one /openapi.json lists for its route, or null when it is (or the route is not documented). */
export function statusMisfit(method: string, url: string, status: number): string | null {
  const path = new URL(url, 'http://repour.test').pathname.replace(/^\/api/, '');
  const lower = method.toLowerCase();
  const template = documentedPath(path, lower);
  if (!template) return null;
  const responses = (openApiDocument().paths as Record<string, Record<string, any>>)[template][lower].responses as Record<string, unknown>;
  if (String(status) in responses) return null;
  return `${method} /api${template} answered ${status}, which /openapi.json does not list (${Object.keys(responses).join(', ')})`;
}
