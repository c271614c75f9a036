// A language's labels as one function, on plain data: the server's i18n service builds it from the labels it
// reads, and a render worker from the labels it is sent (no database there).

/** A label by key, with {{placeholders}} filled in. */
export type Label = (key: string, values?: Record<string, string | number>) => string;

/** The labels of a language as one function: a key with its {{placeholders}} filled in (an unknown key is itself). */
export const labelOf =
  (labels: Readonly<Record<string, string>>): Label =>
  (key, values = {}) =>
    (labels[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
