// The clause editor's variables panel (ours, beside spec part 2 §2 "Will Template Clauses"): what clicking a
// variable of the will context inserts into a clause, and where the cursor goes after it.

/** One variable of the will context as the server lists it (`heirs[].fullName`: a member of a list's item). */
export type ContextVariable = { path: string; description: string; list: boolean };

/** Text to insert, and where in it the cursor should stand afterwards. */
export type Snippet = { text: string; cursor: number };

/** A row of the panel: a variable to insert, or an object's name heading the members under it. */
export type VariableRow = ContextVariable & { depth: number; insertable: boolean };

/** 'heirs' → 'heir', 'beneficiaries' → 'beneficiary', 'witnesses' → 'witness': a loop's item, named after its list. */
export function itemNameOf(listName: string): string {
  if (/ies$/.test(listName)) return `${listName.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(listName)) return listName.slice(0, -2);
  if (/[^s]s$/.test(listName)) return listName.slice(0, -1);
  return 'item';
}

/**
 * A context path as a clause names it: `bequests[].beneficiaries[].share` is `beneficiary.share`, the member
 * of the innermost loop's item (loops name their item after the list, so nested loops do not clash).
 */
export function expressionOf(path: string): string {
  const parts = path.split('[].');
  if (parts.length === 1) return path;
  const list = parts.at(-2)!.split('.').at(-1)!;
  return `${itemNameOf(list)}.${parts.at(-1)}`;
}

/**
 * What clicking a variable inserts: `{{ testator.fullName }}`; for a list, a loop over it with the cursor
 * inside (`{% for heir in heirs %}|{% endfor %}`).
 */
export function snippetFor(variable: Pick<ContextVariable, 'path' | 'list'>): Snippet {
  const expression = expressionOf(variable.path);
  if (!variable.list) {
    const text = `{{ ${expression} }}`;
    return { text, cursor: text.length };
  }
  const item = itemNameOf(expression.split('.').at(-1)!);
  const open = `{% for ${item} in ${expression} %}`;
  return { text: `${open}{% endfor %}`, cursor: open.length };
}

/** `value` with `snippet` put in place of the selection [start, end), and the cursor's new position. */
export function insertAt(value: string, selection: { start: number; end: number }, snippet: Snippet): { value: string; cursor: number } {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  return { value: value.slice(0, start) + snippet.text + value.slice(end), cursor: start + snippet.cursor };
}

/**
 * The panel's rows in the server's order, indented by nesting. An object that is not a list (`testator`,
 * `executor`) heads its members: naming it whole would print nothing a will can use. A list's item
 * (`heirs[]`) is not a row of its own: the list heads its members.
 */
export function variableRows(variables: readonly ContextVariable[]): VariableRow[] {
  const shown = variables.filter((variable) => !variable.path.endsWith('[]'));
  const paths = shown.map((variable) => variable.path);
  return shown.map((variable) => {
    const hasMembers = paths.some((path) => path.startsWith(`${variable.path}.`));
    return {
      ...variable,
      depth: variable.path.split(/\.|\[\]\./).length - 1,
      insertable: variable.list || !hasMembers,
    };
  });
}

/** Rows whose path or description holds the search words (case ignored), with the objects that head them. */
export function filterVariableRows(rows: readonly VariableRow[], search: string): VariableRow[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  const matches = (row: VariableRow) =>
    row.path.toLocaleLowerCase().includes(needle) || row.description.toLocaleLowerCase().includes(needle);
  const kept = new Set(rows.filter(matches).map((row) => row.path));
  return rows.filter(
    (row) => kept.has(row.path) || [...kept].some((path) => path.startsWith(`${row.path}.`) || path.startsWith(`${row.path}[].`)),
  );
}
