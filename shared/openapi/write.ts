/** CLI (`npm run openapi`): writes the generated OpenAPI document next to its generator. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApi, serializeOpenApi } from './generate';

const file = fileURLToPath(new URL('openapi.json', import.meta.url));
writeFileSync(file, serializeOpenApi(generateOpenApi()));
console.log(`wrote ${file}`);
