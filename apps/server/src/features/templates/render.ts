// What a render worker of another feature (features/will) may load of the library: the pure parts that write a
// clause and turn composed sections into the document model. No database here, so a worker thread loads no pool.
export {
  type ComposedSection,
  type Preview,
  type TemplateSection,
  willDocumentOf,
} from './document.ts';
export { clauseTooHeavy, renderClause } from './liquid.ts';
