/** Colours and pictograms of the generated images, by top-level category slug. */
export type Palette = { from: string; to: string; accent: string };

const PALETTES: Record<string, Palette> = {
  drinks: { from: '#1e3a8a', to: '#3b82f6', accent: '#bfdbfe' },
  'fresh-produce': { from: '#166534', to: '#4ade80', accent: '#dcfce7' },
  'dairy-and-eggs': { from: '#854d0e', to: '#d4a017', accent: '#fffbeb' },
  'meat-and-poultry': { from: '#7f1d1d', to: '#ef4444', accent: '#fee2e2' },
  'fish-and-seafood': { from: '#134e4a', to: '#2dd4bf', accent: '#ccfbf1' },
  bakery: { from: '#7c2d12', to: '#fb923c', accent: '#ffedd5' },
  'dry-store': { from: '#78350f', to: '#f59e0b', accent: '#fef3c7' },
  frozen: { from: '#0c4a6e', to: '#7dd3fc', accent: '#f0f9ff' },
  'cleaning-and-hygiene': { from: '#4c1d95', to: '#a78bfa', accent: '#ede9fe' },
  'disposables-and-packaging': { from: '#44403c', to: '#a8a29e', accent: '#f5f5f4' },
  'bar-supplies': { from: '#831843', to: '#f472b6', accent: '#fce7f3' },
};

const FALLBACK_PALETTES: Palette[] = Object.values(PALETTES);
const NEUTRAL: Palette = { from: '#1f2937', to: '#6b7280', accent: '#f3f4f6' };

/** Pictograms drawn in a 100 x 100 box, so one transform places any of them. */
const ICONS: Record<string, string> = {
  drinks:
    '<path d="M42 8h16v14c0 4 8 8 8 18v50a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4V40c0-10 8-14 8-18z"/><rect x="36" y="48" width="28" height="22" rx="2" opacity=".45"/>',
  'fresh-produce':
    '<circle cx="50" cy="60" r="32"/><path d="M50 30c0-12 8-20 22-22-2 14-10 22-22 22z" opacity=".7"/><rect x="48" y="20" width="4" height="14" rx="2"/>',
  'dairy-and-eggs':
    '<path d="M32 30l8-16h20l8 16v60a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4z"/><rect x="38" y="8" width="24" height="6" rx="2"/><ellipse cx="50" cy="62" rx="10" ry="13" opacity=".45"/>',
  'meat-and-poultry':
    '<ellipse cx="42" cy="42" rx="28" ry="24"/><rect x="56" y="56" width="12" height="30" rx="6" transform="rotate(-45 62 71)"/><circle cx="82" cy="80" r="7"/><circle cx="74" cy="88" r="7"/>',
  'fish-and-seafood':
    '<ellipse cx="44" cy="50" rx="32" ry="20"/><path d="M72 50l22-18v36z"/><circle cx="28" cy="45" r="4" opacity=".4"/>',
  bakery:
    '<path d="M12 56c0-18 17-30 38-30s38 12 38 30v22a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6z"/><path d="M32 40l8 14M48 36l6 16M64 38l4 15" stroke-width="4" stroke="#000" stroke-opacity=".25" fill="none"/>',
  'dry-store':
    '<rect x="26" y="10" width="48" height="14" rx="4"/><rect x="22" y="26" width="56" height="66" rx="10"/><rect x="30" y="44" width="40" height="26" rx="3" opacity=".45"/>',
  frozen:
    '<g stroke-width="7" stroke-linecap="round" fill="none"><path d="M50 8v84M14 29l72 42M14 71l72-42"/><path d="M40 14l10 10 10-10M40 86l10-10 10 10"/></g>',
  'cleaning-and-hygiene':
    '<path d="M36 34h28l6 12v44a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4V46z"/><rect x="40" y="18" width="16" height="16"/><path d="M56 20h18v8H56z"/><circle cx="84" cy="16" r="4"/><circle cx="88" cy="30" r="3"/>',
  'disposables-and-packaging':
    '<path d="M50 10l38 18v44L50 90 12 72V28z"/><path d="M12 28l38 18 38-18M50 46v44" stroke="#000" stroke-opacity=".25" stroke-width="3" fill="none"/>',
  'bar-supplies':
    '<path d="M14 14h72L54 52v30h16v8H30v-8h16V52z"/><circle cx="74" cy="20" r="8" opacity=".6"/>',
};

/** FNV-1a: a stable number from a slug, to place decorations the same way on every request. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

// Object.hasOwn: a slug such as "constructor" must not find an inherited property.
export function paletteFor(groupSlug: string): Palette {
  return (
    (Object.hasOwn(PALETTES, groupSlug) ? PALETTES[groupSlug] : undefined) ??
    FALLBACK_PALETTES[hashOf(groupSlug) % FALLBACK_PALETTES.length] ??
    NEUTRAL
  );
}

export function iconFor(groupSlug: string): string {
  return (
    (Object.hasOwn(ICONS, groupSlug) ? ICONS[groupSlug] : undefined) ?? '<circle cx="50" cy="50" r="40"/>'
  );
}
