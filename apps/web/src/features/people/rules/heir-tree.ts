import type { THeirCard } from '@vasiyat/contract';

/** DESIGN §9: the expanded heir-tree nodes are kept on the device under this key, so they survive a reload. */
export const EXPANDED_HEIRS_KEY = 'expandedHeirNodes';

/** The ids stored under the key; anything unreadable counts as nothing expanded. */
export function parseExpanded(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function toggleExpanded(expanded: readonly number[], id: number): number[] {
  return expanded.includes(id) ? expanded.filter((other) => other !== id) : [...expanded, id];
}

export function heirName(card: THeirCard): string {
  return [card.entityFirstname || card.firstName, card.middleName, card.entityLastname ?? card.lastName].filter(Boolean).join(' ');
}

export function heirRelation(card: THeirCard): string {
  return card.nhRelationName ?? card.relationName ?? '';
}

/** Every id in the tree, for dropping stored ids of heirs that no longer exist. */
export function heirIds(cards: readonly THeirCard[]): Set<number> {
  const ids = new Set<number>();
  const visit = (list: readonly THeirCard[]) => {
    for (const card of list) {
      ids.add(card.entityId);
      visit(card.children);
    }
  };
  visit(cards);
  return ids;
}
