// Each icon module of lucide-react imports '../createLucideIcon.mjs'; this plugin resolves that import (and
// only from inside lucide-react) to web/src/lib/lucide-icon.ts, the lighter component that draws the same
// markup. The build and the web client's tests use it; lucide's own export of createLucideIcon is left.
import path from 'node:path';
import type { Plugin } from 'vite';

export function lucideIcon(root: string): Plugin {
  const replacement = path.join(root, 'web', 'src', 'lib', 'lucide-icon.ts');
  return {
    name: 'repour-lucide-icon',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer))
        return replacement;
      return undefined;
    },
  };
}
