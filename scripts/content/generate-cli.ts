/** `npm run generate` (scripts/generate-content.mjs): check content/ and write the content modules, without images. */
import { generateContent } from '../generate-content.js';
import { readContent } from '../prebuild.js';

export async function run(root: string): Promise<{ written: string[]; removed: string[] }> {
  return generateContent(root, await readContent(root));
}
