// Build code of vite.config.ts (issue 25 item 4), in a module of its own so a test can run it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type DependencyPatch = { file: RegExp; find: string; replace: string };

/**
 * Two re-renders of a whole page inside the commit that first shows it, each a synchronous render in the task that
 * paints it (issue 25: Lighthouse's TBT on /login and /register), removed from the two libraries' code as the build
 * reads it. Each patch names the exact text it replaces, and the build fails when it is not there (an upgrade of
 * the pinned version changed it): look at the new code before patching it again. The build only: the dev server's
 * pre-bundled dependencies are the originals, which behave the same but for these renders.
 */
export const DEPENDENCY_PATCHES: readonly DependencyPatch[] = [
  // Mantine's useId keeps React's id for the first render, then sets a random one in a layout effect: every input,
  // checkbox and popover renders twice. React's id is already unique and stable; the hook returns it.
  {
    file: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    find: [
      '\tconst [uuid, setUuid] = useState(`mantine-${reactId.replace(/:/g, "")}`);',
      '\tconst hasInitializedRef = useRef(false);',
      '\tuseIsomorphicEffect(() => {',
      '\t\tif (hasInitializedRef.current) return;',
      '\t\thasInitializedRef.current = true;',
      '\t\tsetUuid(randomId());',
      '\t}, []);',
    ].join('\n'),
    replace: '\tconst uuid = `mantine-${reactId.replace(/:/g, "")}`;',
  },
  // react-hook-form's useForm marks the form ready in a layout effect with a state update that renders the form's
  // page again, whether or not anything reads formState.isReady. It now updates only when something did (reading
  // it marks it in _proxyFormState, as for every other field of the form state); nothing of ours does.
  {
    file: /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    find: ['        updateFormState((data) => ({', '            ...data,', '            isReady: true,', '        }));'].join('\n'),
    replace: '        control._proxyFormState.isReady && updateFormState((data) => ({ ...data, isReady: true }));',
  },
];

/** The text of `file` with `patch` applied; throws unless the text it replaces is there exactly once. */
export function patched(file: string, original: string, patch: DependencyPatch): string {
  if (original.split(patch.find).length !== 2) {
    throw new Error(`vasiyat-dependency-patches: ${file} no longer holds the text this build replaces; look at it again`);
  }
  return original.replace(patch.find, patch.replace);
}

export function patchDependencies(patches: readonly DependencyPatch[]): Plugin {
  return {
    name: 'vasiyat-dependency-patches',
    enforce: 'pre',
    load(id) {
      const patch = patches.find((candidate) => candidate.file.test(id));
      if (!patch) return null;
      return patched(id, readFileSync(id, 'utf8'), patch);
    },
  };
}
