/**
 * Asset classes of instruments and their retail leverage caps (ESMA: 30:1 major FX, 20:1 gold and
 * major indices, 2:1 crypto; docs/design.md, Copy trading). An instrument's own cap may be lower, never higher.
 */
export const assetClassCaps = {
  crypto: 2,
  "fx-major": 30,
  gold: 20,
  "index-major": 20,
} as const;

export type AssetClass = keyof typeof assetClassCaps;

export function isAssetClass(value: string): value is AssetClass {
  return Object.hasOwn(assetClassCaps, value);
}
export const assetClasses = Object.keys(assetClassCaps) as [AssetClass, ...AssetClass[]];
