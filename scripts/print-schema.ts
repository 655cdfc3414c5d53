// npm run schema: prints the Pothos schema, sorted, into schema.graphql (Relay compiles against it).
import { writeFile } from 'node:fs/promises';
import { printedSchema, schemaFilePath } from '../gateway/schema/printed';

await writeFile(schemaFilePath, printedSchema());
console.log('Wrote schema.graphql');
