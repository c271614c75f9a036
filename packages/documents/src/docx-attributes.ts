// docx (pinned at 9.15.2) writes the attributes of most elements (w:val, w:w, w:type: tens of thousands in a large
// will) through NextAttributeComponent.prepForXml, which builds the attribute object anew for every attribute with a
// transpiled object spread (_objectSpread2: property descriptors, a symbol lookup and defineProperty per key): with
// the garbage it leaves, ~40 % of the large Hindi will's DOCX render (issue 25). This is the same object built by
// assignment: the same keys in the same order, undefined values left out, a key given twice in its first place with
// its last value, as the spread gives it. docx.test.ts renders the sample wills with both and compares every part.
import { NextAttributeComponent } from 'docx';

type TAttributes = { _attr: Record<string, unknown> };
type TPrepare = (this: { root: Record<string, { key: string; value: unknown }> }, context: unknown) => TAttributes;

const prototype = NextAttributeComponent.prototype as unknown as { prepForXml: TPrepare };

/** docx's own prepForXml, for the test that checks the replacement writes the same XML. */
export const docxPrepareAttributes: TPrepare = prototype.prepForXml;

export const prepareAttributes: TPrepare = function prepareAttributes() {
  const attributes: Record<string, unknown> = {};
  for (const { key, value } of Object.values(this.root)) if (value !== undefined) attributes[key] = value;
  return { _attr: attributes };
};

prototype.prepForXml = prepareAttributes;
