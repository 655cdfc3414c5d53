#!/bin/sh
echo "the schema engine binary is not used: migrations run through @prisma/schema-engine-wasm (scripts/db/engine.ts)" >&2
exit 1
