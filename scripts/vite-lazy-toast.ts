// The app's `import { toast } from 'sonner'` (the mutation files, the screens) resolves to
// web/src/lib/lazy-toast.ts, which loads sonner on the first toast: sonner is not in any first screen's
// JavaScript. Two modules keep the real package: lazy-toast.ts itself and the Toaster
// (components/ui/sonner.tsx, loaded after the first screen). The web client's unit tests use sonner as is.
import path from 'node:path';
import type { Plugin } from 'vite';

export function lazyToast(root: string): Plugin {
  const replacement = path.join(root, 'web', 'src', 'lib', 'lazy-toast.ts');
  const keepSonner = [replacement, path.join(root, 'web', 'src', 'components', 'ui', 'sonner.tsx')];
  return {
    name: 'repour-lazy-toast',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer) return undefined;
      const from = importer.split('?')[0];
      if (keepSonner.includes(from) || from.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      return replacement;
    },
  };
}
